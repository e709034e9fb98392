import { useSearchParams } from 'react-router'

import { TabList } from '@/components/ui/tab-list'

import { BOTTLE_SERVICE_TITLE } from '@/messages'
import { ADMIN_NAV_SERVICES, FAILED_TO_LOAD_SECTIONS, TITLE_LABEL } from '@/messages-admin'
import {
  ADD_FEATURE,
  ADD_STATISTIC,
  DESCRIPTION_LABEL,
  FAILED_TO_UPDATE_FEATURES,
  FAILED_TO_UPDATE_STATISTICS,
  FEATURES_EMPTY,
  FEATURES_UPDATED,
  SERVICES_INTRO,
  SERVICES_TABS_LABEL,
  SERVICES_TAB_EXPERIENCE,
  SERVICES_TAB_FEATURES,
  SERVICES_TAB_PACKAGES,
  SERVICES_TAB_STATISTICS,
  STATISTIC_LABEL,
  STATISTIC_VALUE,
  STATISTICS_EMPTY,
  STATISTICS_UPDATED,
} from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { useSection } from '@/lib/admin-api/sections'
import { FOCUS_RING } from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { HistoryButton } from '../history/history-panel'
import { useRestoreKey } from '../history/use-restore-key'
import { isJsonObject } from '@/lib/json-content'
import { ExperienceTab } from './experience-tab'
import { PackagesTab } from './packages-tab'
import { SectionListTab, type SectionListTabProps } from './section-list-tab'

// Packages, features, stats or experience.
const TABS = [
  { id: 'packages', label: SERVICES_TAB_PACKAGES },
  { id: 'features', label: SERVICES_TAB_FEATURES },
  { id: 'statistics', label: SERVICES_TAB_STATISTICS },
  { id: 'experience', label: SERVICES_TAB_EXPERIENCE },
] as const
type TabId = (typeof TABS)[number]['id']

function isTab(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value)
}

// The two lists kept in the bottle-service section's content.
const LISTS: Record<'features' | 'statistics', Omit<SectionListTabProps, 'content'>> = {
  features: {
    part: 'features',
    title: SERVICES_TAB_FEATURES,
    addLabel: ADD_FEATURE,
    emptyText: FEATURES_EMPTY,
    fields: [
      { name: 'title', label: TITLE_LABEL, required: true },
      { name: 'description', label: DESCRIPTION_LABEL, multiline: true },
    ],
    confirmWhat: 'feature',
    updated: FEATURES_UPDATED,
    updateFailed: FAILED_TO_UPDATE_FEATURES,
  },
  statistics: {
    part: 'statistics',
    title: SERVICES_TAB_STATISTICS,
    addLabel: ADD_STATISTIC,
    emptyText: STATISTICS_EMPTY,
    fields: [
      { name: 'label', label: STATISTIC_LABEL, required: true },
      { name: 'value', label: STATISTIC_VALUE, required: true },
    ],
    confirmWhat: 'statistic',
    updated: STATISTICS_UPDATED,
    updateFailed: FAILED_TO_UPDATE_STATISTICS,
  },
}

// The parts kept in the bottle-service section's content (features, statistics, experience), with
// the history of that section: a restore brings back all three parts at once.
function SectionParts({ tab }: { tab: Exclude<TabId, 'packages'> }) {
  const query = useSection('bottle-service')
  const [restoreKey, restored] = useRestoreKey()
  return (
    <QueryState query={query} failedMessage={FAILED_TO_LOAD_SECTIONS} toast>
      {() => {
        const content =
          query.section && isJsonObject(query.section.content) ? query.section.content : {}
        return (
          <div className="space-y-4">
            {query.section ? (
              <div className="flex justify-end">
                <HistoryButton
                  entity="content_sections"
                  entityId={query.section.id}
                  what={BOTTLE_SERVICE_TITLE}
                  onRestored={restored}
                />
              </div>
            ) : null}
            {tab === 'experience' ? (
              <ExperienceTab key={restoreKey} content={content} />
            ) : (
              <SectionListTab key={restoreKey} content={content} {...LISTS[tab]} />
            )}
          </div>
        )
      }}
    </QueryState>
  )
}

// /admin/bottle-service.
export function ServiceManager() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const active: TabId = isTab(requested) ? requested : 'packages'

  function select(id: TabId) {
    setParams({ tab: id }, { replace: true })
  }

  return (
    <AdminPanel title={ADMIN_NAV_SERVICES} description={SERVICES_INTRO}>
      <TabList
        tabs={TABS}
        active={active}
        onSelect={select}
        label={SERVICES_TABS_LABEL}
        tabId={(id) => `services-tab-${id}`}
        panelId={(id) => `services-panel-${id}`}
        className="mb-8 flex gap-1 overflow-x-auto rounded-full border border-line bg-surface p-1"
        tabClassName={(selected) =>
          `flex-1 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${FOCUS_RING} ${
            selected ? 'bg-accent-solid text-on-accent' : 'text-ink-muted hover:text-ink'
          }`
        }
      />
      <div
        role="tabpanel"
        id={`services-panel-${active}`}
        aria-labelledby={`services-tab-${active}`}
      >
        {active === 'packages' ? <PackagesTab /> : <SectionParts key={active} tab={active} />}
      </div>
    </AdminPanel>
  )
}
