import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { QueryErrorState } from '@/components/query-error-state';
import { useChartCompanies, useOrgChart } from '@/features/org-chart/api';
import classes from '@/features/org-chart/components/org-chart.module.css';
import { OrgTree } from '@/features/org-chart/components/org-tree';
import { initialExpanded, parentKeys, toChartTree, type ChartNode } from '@/features/org-chart/tree-model';
import { useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';

const ZOOM_MIN = 0.5;
const ZOOM_MAX = 1.5;
const ZOOM_STEP = 0.1;
const round = (z: number) => Math.round(z * 10) / 10;

/** The scaled canvas keeps its scaled size in the page, so the viewport scrolls to all of it. */
function ZoomCanvas({ zoom, children }: { zoom: number; children: React.ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  useLayoutEffect(() => {
    const el = inner.current;
    if (!el) return;
    const measure = () => setSize({ w: el.offsetWidth, h: el.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div style={size ? { width: size.w * zoom, height: size.h * zoom } : undefined}>
      <div ref={inner} className={classes.canvas} style={{ transform: `scale(${zoom})` }} data-testid="org-canvas" data-zoom={zoom}>
        {children}
      </div>
    </div>
  );
}

function Chart({ root }: { root: ChartNode }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Set<string>>(() => initialExpanded(root));
  const [zoom, setZoom] = useState(1);
  const all = useMemo(() => parentKeys(root), [root]);

  const toggle = (key: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      const shouldOpen = open ?? !next.has(key);
      if (shouldOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconArrowsMaximize size={14} aria-hidden="true" />} onClick={() => setExpanded(new Set(all))} data-testid="org-expand-all">
            {t('orgChart.expandAll')}
          </Button>
          <Button variant="default" size="xs" leftSection={<IconArrowsMinimize size={14} aria-hidden="true" />} onClick={() => setExpanded(new Set())} data-testid="org-collapse-all">
            {t('orgChart.collapseAll')}
          </Button>
        </Group>
        <Group gap={4} role="group" aria-label={t('orgChart.zoom')}>
          <Tooltip label={t('orgChart.zoomOut')}>
            <ActionIcon variant="default" onClick={() => setZoom((z) => Math.max(ZOOM_MIN, round(z - ZOOM_STEP)))} disabled={zoom <= ZOOM_MIN} aria-label={t('orgChart.zoomOut')} data-testid="org-zoom-out">
              <IconZoomOut size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center" aria-live="polite" data-testid="org-zoom-level">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label={t('orgChart.zoomIn')}>
            <ActionIcon variant="default" onClick={() => setZoom((z) => Math.min(ZOOM_MAX, round(z + ZOOM_STEP)))} disabled={zoom >= ZOOM_MAX} aria-label={t('orgChart.zoomIn')} data-testid="org-zoom-in">
              <IconZoomIn size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('orgChart.zoomReset')}>
            <ActionIcon variant="default" onClick={() => setZoom(1)} disabled={zoom === 1} aria-label={t('orgChart.zoomReset')} data-testid="org-zoom-reset">
              <IconZoomReset size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <div className={classes.viewport} data-testid="org-chart">
        <ZoomCanvas zoom={zoom}>
          <OrgTree root={root} expanded={expanded} onToggle={toggle} label={t('routes.ContractOrganization')} />
        </ZoomCanvas>
      </div>
    </Stack>
  );
}

/** Staff choose which company to chart; contacts always see their own. */
function CompanyPicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const companies = useChartCompanies(true);
  const options = (companies.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <NativeSelect
      label={t('orgChart.company')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: companies.isPending ? t('common.loading') : t('orgChart.chooseCompany') }, ...options]}
      w={{ base: '100%', xs: 320 }}
      data-testid="org-company"
    />
  );
}

/** /dashboard/ContractOrganization: company → business partners → sites → buildings, with their contracts. */
export function OrgChartPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.ContractOrganization'));
  const { data: user } = useCurrentUser();
  const staff = !!user && isStaff(user.roles);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const chart = useOrgChart(staff ? companyId : null, !!user && (!staff || !!companyId));
  const root = useMemo(() => (chart.data ? toChartTree(chart.data) : null), [chart.data]);

  return (
    <>
      <PageHeader title={t('routes.ContractOrganization')} lead={t('orgChart.lead')} />
      <Stack gap="md">
        {staff && <CompanyPicker value={companyId} onChange={(id) => setCompanyId(id || null)} />}
        {chart.error ? (
          <QueryErrorState error={chart.error} />
        ) : root ? (
          <Chart key={root.key} root={root} />
        ) : staff && !companyId ? (
          <Text c="dimmed">{t('orgChart.pickCompany')}</Text>
        ) : (
          <InlineLoader py="xl" />
        )}
      </Stack>
    </>
  );
}
