/**
 * Stories: what families, paddlers and carvers shared about the canoe and an administrator approved,
 * newest first, each with the name its sender chose to show, the day it was shared and its licence. Rendered on
 * the server like the other tabs (its query is answered there), so ?tab=stories reads without JavaScript.
 *
 * `StoryArticle` is also the moderation page's preview of a waiting story, so an administrator sees it exactly as
 * it will appear here. A story's text is kept in English and in ʻŌlelo Hawaiʻi (decision 027): the reader's
 * language first, the other under "Also in …"; administrators add or correct either with Edit Story.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api/submissions.ts';
import { paths } from '../../../../shared/paths.ts';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { BilingualText } from '../../../components/ui/bilingual-text.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useSayDeleted } from '../../../components/ui/route-notice.tsx';
import { api } from '../../../lib/api.ts';
import { submissionApi } from '../../../../shared/api/routes.ts';
import { failedTo } from '../../../lib/failure-message.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { formatMomentDay } from '../../../lib/format.ts';
import type { Translator } from '../../../../shared/i18n/translator.ts';
import { canoeDetailKey } from './canoe-detail-queries.ts';
import { TabEmpty, TabError, TabTop } from './tab-parts.tsx';
import { RecordTkLabels } from '../../tk-labels/index.ts';
import { KeptMark, KeptNotices } from '../../../components/ui/kept.tsx';
import { WhoMaySee } from './kept-for.tsx';
import type { KeptNotice } from '../../../../shared/api/protocols.ts';
import { canoeTabsArea } from '../../../../shared/i18n/messages/canoe-tabs.ts';
import { canoeAdminArea } from '../../../../shared/i18n/messages/canoe-admin.ts';
import { LICENCE_INFO } from '../../../../shared/photo-licences.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n, withParts } from '../../../lib/i18n.tsx';
import { licenceName } from '../photos/photo-labels.ts';

export const canoeStoriesQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'stories'],
    queryFn: ({ signal }) => api.call(submissionApi.listCanoeStories, { params: { id: canoeId }, signal }),
  });

// Administrators only: the confirmation dialog is a chunk of its own, so visitors never download it.
const ConfirmButton = lazyComponent(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((dialog) => dialog.ConfirmButton),
);
// Recorded Voices (decision 035), with its player and transcripts: a chunk of its own.
const RecordingsSection = lazyComponent(() =>
  import('../recordings/recordings-section.tsx').then((section) => section.RecordingsSection),
);
// Administrators only, and a chunk of its own too: the form for a story's text in both languages.
const EditStoryForm = lazyComponent(() =>
  import('./admin/edit-story-form.tsx').then((form) => form.EditStoryForm),
);

/**
 * "2025-03-04T01:02:03Z" → "March 3, 2025": the day in the site's time zone (Hawaiʻi unless SITE_TIME_ZONE says
 * otherwise), not the reader's: the server render and the browser must say the same day.
 */
export const sharedDay = (iso: string, translator?: Translator) => formatMomentDay(iso, translator);

export type StoryView = Pick<
  Story,
  'title' | 'body' | 'body_haw' | 'shown_name' | 'shared_at' | 'licence_words' | 'licence_url'
> &
  // The time it tells of, in words, when a keeper recorded it.
  Partial<Pick<Story, 'told_of'>> &
  // Its licence's key, when known, says the licence in the page's language (else `licence_words`, English).
  Partial<Pick<Story, 'kept_for' | 'licence'>>;

/** One story as the Stories tab shows it: title, the text, who shared it and when, and how it may be reused. */
export function StoryArticle({
  story,
  id,
  actions,
  labels,
  headingLevel = 3,
}: {
  story: StoryView;
  /** Its Traditional Knowledge labels (and an administrator's choice of them), under its licence. */
  labels?: ReactNode;
  /** The id its heading takes (the article is labelled by it). */
  id: string;
  /** An administrator's buttons (Delete), at the top right. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const day = sharedDay(story.shared_at, translator);
  // The time it tells of, in the page's language (a date nobody gave is never shown).
  const toldOf = words(story.told_of ?? null);
  const name = <span className="font-medium text-stone-800">{story.shown_name}</span>;
  const licence =
    story.licence && story.licence in LICENCE_INFO
      ? licenceName(story.licence as keyof typeof LICENCE_INFO, t)
      : story.licence_words;
  return (
    <article aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading id={id} className="min-w-0 text-xl font-semibold break-words text-koa-900">
          {story.title || t(canoeTabsArea.sharedBy, { name: story.shown_name })}
        </Heading>
        {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {story.title && day ? (
          withParts(
            translator,
            canoeTabsArea.sharedByOn,
            {},
            {
              name,
              day: <time dateTime={story.shared_at}>{day}</time>,
            },
          )
        ) : story.title ? (
          withParts(translator, canoeTabsArea.sharedBy, {}, { name })
        ) : day ? (
          <time dateTime={story.shared_at}>{day}</time>
        ) : null}
      </p>
      {toldOf ? (
        <p className="mt-1 text-sm font-medium text-stone-700">
          {t(canoeTabsArea.tellsOf, { when: toldOf })}
        </p>
      ) : null}
      <KeptMark kept={story.kept_for} className="mt-2" />
      <BilingualText
        english={story.body}
        hawaiian={story.body_haw}
        className="mt-4"
        render={(html) => <RichText html={html} className="text-stone-800" />}
      />
      <p className="mt-4 border-t border-stone-100 pt-3 text-sm text-stone-600">
        {withParts(
          translator,
          canoeTabsArea.storyLicence,
          {},
          {
            licence: story.licence_url ? (
              <a href={story.licence_url} rel="license" className="link underline">
                {licence}
              </a>
            ) : licence ? (
              <span className="text-stone-800">{licence}</span>
            ) : (
              t(canoeTabsArea.licenceNotRecorded)
            ),
          },
        )}
      </p>
      {labels}
    </article>
  );
}

// Administrators only: the choice of a story's labels is a chunk of its own.
const TkLabelPicker = lazyComponent(() =>
  import('../../tk-labels/admin/index.ts').then((tk) => tk.TkLabelPicker),
);

/** An administrator's choice of a story's Traditional Knowledge labels, behind a disclosure. */
function StoryLabelsEditor({ canoeId, storyId }: { canoeId: number; storyId: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-3 rounded-md border border-stone-200 p-3 print:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium text-koa-800">
        {t(canoeTabsArea.changeStoryLabels)}
      </summary>
      {open ? (
        <Suspense fallback={null}>
          <div className="mt-3">
            <TkLabelPicker
              level="h4"
              heading={t(canoeTabsArea.storyLabelsHeading)}
              record={{ canoeId, type: 'story', id: storyId }}
            />
          </div>
        </Suspense>
      ) : null}
    </details>
  );
}

const editStoryButtonId = (storyId: number) => `edit-story-button-${storyId}`;

/** Opens (and closes) the Edit Story form under the story. */
function EditStoryButton({
  story,
  open,
  formId,
  onToggle,
}: {
  story: Story;
  open: boolean;
  formId: string;
  onToggle: () => void;
}) {
  const { t } = useI18n();
  const { title, shown_name: name } = story;
  return (
    <button
      type="button"
      id={editStoryButtonId(story.story_id)}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-koa-800 hover:bg-koa-50 hover:text-koa-900"
      aria-expanded={open}
      aria-controls={open ? formId : undefined}
      onClick={onToggle}
    >
      <Pencil aria-hidden="true" className="h-4 w-4" />
      <span aria-hidden="true">{t(canoeTabsArea.editStory)}</span>
      <span className="sr-only">
        {title ? t(canoeTabsArea.editStoryTitled, { title }) : t(canoeTabsArea.editStoryShared, { name })}
      </span>
    </button>
  );
}

function DeleteStoryButton({ story, onFailure }: { story: Story; onFailure: (message: string) => void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const sayDeleted = useSayDeleted();
  const remove = useMutation({
    mutationFn: () =>
      api.call(submissionApi.deleteCanoeStory, { params: { id: story.canoe_id, storyId: story.story_id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: canoeDetailKey(story.canoe_id) }),
  });
  const { title, shown_name: name } = story;
  return (
    <Suspense fallback={null}>
      <ConfirmButton
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50 hover:text-red-800"
        message={
          title
            ? t(canoeTabsArea.deleteStoryConfirm, { title })
            : t(canoeTabsArea.deleteStoryConfirmShared, { name })
        }
        onOpen={() => onFailure('')}
        onConfirm={async () => {
          await remove.mutateAsync().catch((error: unknown) => {
            onFailure(failedTo(t(canoeTabsArea.deleteStoryFailed), error, {}, t));
            throw error;
          });
          await sayDeleted({
            what: title
              ? t(canoeTabsArea.deletedStory, { title })
              : t(canoeTabsArea.deletedStoryShared, { name }),
            record_type: 'story',
            record_id: story.story_id,
          });
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">{t(canoeTabsArea.deleteStory)}</span>
        <span className="sr-only">
          {title
            ? t(canoeTabsArea.deleteStoryTitled, { title })
            : t(canoeTabsArea.deleteStoryShared, { name })}
        </span>
      </ConfirmButton>
    </Suspense>
  );
}

export function StoriesTab({
  canoeId,
  isAdmin,
  notices,
}: {
  canoeId: number;
  isAdmin: boolean;
  /** What is kept here from this reader, when its keepers chose to say so. */
  notices?: KeptNotice[];
}) {
  const { t } = useI18n();
  const query = useQuery(canoeStoriesQuery(canoeId));
  const [failure, setFailure] = useState('');
  // The story whose Edit Story form is open, if any.
  const [editing, setEditing] = useState<number | null>(null);
  const share = (
    <Link to={paths.share({ canoe: canoeId, kind: 'story' })} className="btn-secondary">
      <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
      {t(canoeTabsArea.shareStory)}
    </Link>
  );
  const stories = query.data ?? [];
  return (
    <section aria-labelledby="stories-heading">
      <TabTop id="stories-heading" title={t(canoeTabsArea.stories)}>
        {stories.length > 0 ? share : null}
      </TabTop>
      {failure ? <TabError>{failure}</TabError> : null}
      <KeptNotices notices={notices} kinds={['story', 'recording']} />
      <Suspense fallback={null}>
        <RecordingsSection canoeId={canoeId} isAdmin={isAdmin} />
      </Suspense>
      {query.isPending ? (
        <LoadingState label={t(canoeTabsArea.loadingStories)} />
      ) : query.isError ? (
        <TabError>{t(canoeTabsArea.loadStoriesFailed)}</TabError>
      ) : stories.length === 0 ? (
        <TabEmpty>
          {notices?.some((notice) => notice.kind === 'story')
            ? t(canoeTabsArea.noOtherStories)
            : t(canoeTabsArea.noStories)}
          <span className="mt-4 flex justify-center">{share}</span>
        </TabEmpty>
      ) : (
        <ul className="mt-4 space-y-6">
          {stories.map((story) => (
            <li key={story.story_id}>
              <StoryArticle
                story={story}
                id={`story-${story.story_id}`}
                actions={
                  isAdmin ? (
                    <>
                      <WhoMaySee
                        kind="story"
                        id={story.story_id}
                        what={
                          story.title
                            ? t(canoeTabsArea.protectStory, { title: story.title })
                            : t(canoeTabsArea.protectStoryShared, { name: story.shown_name })
                        }
                      />
                      <EditStoryButton
                        story={story}
                        open={editing === story.story_id}
                        formId={`edit-story-${story.story_id}`}
                        onToggle={() => setEditing(editing === story.story_id ? null : story.story_id)}
                      />
                      <DeleteStoryButton story={story} onFailure={setFailure} />
                    </>
                  ) : null
                }
                labels={
                  <>
                    <RecordTkLabels canoeId={canoeId} type="story" id={story.story_id} className="mt-3" />
                    {isAdmin ? <StoryLabelsEditor canoeId={canoeId} storyId={story.story_id} /> : null}
                  </>
                }
              />
              {isAdmin && editing === story.story_id ? (
                <Suspense fallback={<LoadingState label={t(canoeAdminArea.loadingForm)} />}>
                  <EditStoryForm
                    story={story}
                    formId={`edit-story-${story.story_id}`}
                    onDone={() => {
                      setEditing(null);
                      // Back to the button that opened it, as the canoe page's other inline forms do.
                      requestAnimationFrame(() =>
                        document.getElementById(editStoryButtonId(story.story_id))?.focus(),
                      );
                    }}
                  />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
