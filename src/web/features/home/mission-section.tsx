import { HomeSection } from './home-section.tsx';

export function MissionSection() {
  return (
    <HomeSection id="mission-title" title="Our Mission" tone="koa">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[1fr_2fr] md:items-start">
        <blockquote className="border-l-4 border-ocean-500 pl-5 font-display text-2xl leading-snug text-koa-800">
          To know where each koa canoe came from, who made it, and who has carried it forward.
        </blockquote>
        <div className="space-y-4 text-lg leading-relaxed text-stone-700">
          <p>
            Koa canoes are among the most treasured objects in Hawaiian culture. A tree large enough for a
            hull takes generations to grow, and the knowledge to shape one is passed from teacher to student.
            Many of the canoes still in use or in safekeeping today were carved long ago, and their histories
            are held in scattered places.
          </p>
          <p>
            The registry brings those histories together with care: the names a canoe has carried, the makers
            and restorers who have worked on it, the stewards who have looked after it, and the races it has
            paddled. We record what families, clubs and institutions choose to share, credit them for it, and
            correct the record whenever someone who knows better tells us.
          </p>
        </div>
      </div>
    </HomeSection>
  );
}
