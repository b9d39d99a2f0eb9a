import type { GetOrgChartResponse, OrgChartContract, OrgChartNodeKind } from '@customer-hub/contract/org-chart';

/** One node of the chart, whatever its level: company → business partner → site → building. */
export interface ChartNode {
  /** Unique across kinds: `<kind>:<id>`. */
  key: string;
  id: string;
  kind: OrgChartNodeKind;
  name: string;
  code: string;
  city?: string;
  own: boolean;
  contracts: OrgChartContract[];
  children: ChartNode[];
  level: number;
}

/** The API's nested answer as one uniform tree. */
export function toChartTree(chart: GetOrgChartResponse): ChartNode {
  const node = (n: { id: string; name: string; code: string; own: boolean; contracts: OrgChartContract[] }, kind: OrgChartNodeKind, level: number, children: ChartNode[], city?: string): ChartNode => ({
    key: `${kind}:${n.id}`,
    id: n.id,
    kind,
    name: n.name,
    code: n.code,
    city,
    own: n.own,
    contracts: n.contracts,
    children,
    level,
  });
  return node(
    chart,
    'company',
    1,
    chart.businessPartners.map((bp) =>
      node(
        bp,
        'business_partner',
        2,
        bp.sites.map((site) => node(site, 'site', 3, site.buildings.map((b) => node(b, 'building', 4, [])), site.city)),
      ),
    ),
  );
}

/** Every node, depth first. */
export function allNodes(root: ChartNode): ChartNode[] {
  return [root, ...root.children.flatMap(allNodes)];
}

/** The keys of every node that has children (what "expand all" opens). */
export function parentKeys(root: ChartNode): string[] {
  return allNodes(root)
    .filter((n) => n.children.length > 0)
    .map((n) => n.key);
}

/** The nodes a reader can see, in order, given which are expanded. */
export function visibleNodes(root: ChartNode, expanded: ReadonlySet<string>): ChartNode[] {
  const out: ChartNode[] = [];
  const walk = (n: ChartNode) => {
    out.push(n);
    if (expanded.has(n.key)) n.children.forEach(walk);
  };
  walk(root);
  return out;
}

/** child key → parent node. */
export function parentsOf(root: ChartNode): Map<string, ChartNode> {
  const parents = new Map<string, ChartNode>();
  for (const n of allNodes(root)) for (const c of n.children) parents.set(c.key, n);
  return parents;
}

/** Above this many nodes the chart opens only two levels (and the way to the user's own node). */
const OPEN_ALL_UP_TO = 60;

/** What is open at first: everything in a small chart; else two levels and the path to the own node. */
export function initialExpanded(root: ChartNode): Set<string> {
  const nodes = allNodes(root);
  if (nodes.length <= OPEN_ALL_UP_TO) return new Set(parentKeys(root));
  const open = new Set<string>([root.key]);
  const parents = parentsOf(root);
  for (const n of nodes) {
    if (!n.own) continue;
    for (let p = parents.get(n.key); p; p = parents.get(p.key)) open.add(p.key);
  }
  return open;
}
