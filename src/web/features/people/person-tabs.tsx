import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { PersonDetailsPanel } from './person-details-panel.tsx';
import { PersonMakerRoles } from './person-maker-roles.tsx';
import type { PersonDetail } from './people-queries.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Details (default) and Maker Roles; the open one lives in the URL (?tab=makers). */
const PERSON_TABS = ['details', 'makers'] as const;

export function PersonTabs({ person }: { person: PersonDetail }) {
  const { t } = useI18n();
  const [tab, setTab, tabHref] = useUrlTab(PERSON_TABS);
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      hrefOf={tabHref}
      label={t(peopleArea.sections)}
      tabs={[
        { value: 'details', label: t(peopleArea.tabDetails) },
        { value: 'makers', label: t(peopleArea.tabMakerRoles) },
      ]}
    >
      <TabPanel value="details">
        <PersonDetailsPanel person={person} />
      </TabPanel>
      <TabPanel value="makers">
        <PersonMakerRoles personId={person.person_id} name={person.name} />
      </TabPanel>
    </Tabs>
  );
}
