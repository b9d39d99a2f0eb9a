import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/org-chart/components/org-chart.module.css';
import { OrgNodeCard } from '@/features/org-chart/components/org-node-card';
import { parentsOf, visibleNodes, type ChartNode } from '@/features/org-chart/tree-model';

interface OrgTreeProps {
  root: ChartNode;
  expanded: ReadonlySet<string>;
  onToggle: (key: string, open?: boolean) => void;
  label: string;
}

/**
 * The chart as a WAI-ARIA tree: one tab stop; arrows move between visible nodes, Right opens or
 * goes to the first child, Left closes or goes to the parent, Home/End jump, Enter/Space toggle.
 */
export function OrgTree({ root, expanded, onToggle, label }: OrgTreeProps) {
  const [focusedKey, setFocusedKey] = useState<string>(root.key);
  const items = useRef(new Map<string, HTMLLIElement>());
  const visible = useMemo(() => visibleNodes(root, expanded), [root, expanded]);
  const parents = useMemo(() => parentsOf(root), [root]);
  // The focused node may have been hidden by collapsing an ancestor: the tab stop falls back to the root.
  const tabStop = visible.some((n) => n.key === focusedKey) ? focusedKey : root.key;

  const moveTo = (node: ChartNode | undefined) => {
    if (!node) return;
    setFocusedKey(node.key);
    items.current.get(node.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, node: ChartNode) => {
    // Keys reach every ancestor item too: only the focused one acts.
    if (event.target !== event.currentTarget) return;
    const index = visible.findIndex((n) => n.key === node.key);
    const isOpen = expanded.has(node.key);
    const hasChildren = node.children.length > 0;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    let handled = true;
    switch (key) {
      case 'ArrowDown':
        moveTo(visible[index + 1]);
        break;
      case 'ArrowUp':
        moveTo(visible[index - 1]);
        break;
      case 'ArrowRight':
        if (hasChildren && !isOpen) onToggle(node.key, true);
        else if (hasChildren) moveTo(node.children[0]);
        break;
      case 'ArrowLeft':
        if (hasChildren && isOpen) onToggle(node.key, false);
        else moveTo(parents.get(node.key));
        break;
      case 'Home':
        moveTo(visible[0]);
        break;
      case 'End':
        moveTo(visible[visible.length - 1]);
        break;
      case 'Enter':
      case ' ':
        if (hasChildren) onToggle(node.key);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  return (
    <ul role="tree" aria-label={label} className={classes.tree} data-testid="org-tree">
      <TreeItem
        node={root}
        expanded={expanded}
        tabStop={tabStop}
        items={items}
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        onFocusNode={setFocusedKey}
        position={{ size: 1, index: 1 }}
      />
    </ul>
  );
}

interface TreeItemProps {
  node: ChartNode;
  expanded: ReadonlySet<string>;
  tabStop: string;
  items: RefObject<Map<string, HTMLLIElement>>;
  onToggle: (key: string, open?: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>, node: ChartNode) => void;
  onFocusNode: (key: string) => void;
  position: { size: number; index: number };
}

function TreeItem({ node, expanded, tabStop, items, onToggle, onKeyDown, onFocusNode, position }: TreeItemProps) {
  const { t } = useTranslation();
  const hasChildren = node.children.length > 0;
  const open = hasChildren && expanded.has(node.key);
  const name = [
    node.name,
    t(`orgChart.kinds.${node.kind}`),
    node.own ? t('orgChart.own') : null,
    node.contracts.length > 0 ? t('orgChart.contractCount', { count: node.contracts.length }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li
      role="treeitem"
      aria-label={name}
      aria-level={node.level}
      aria-setsize={position.size}
      aria-posinset={position.index}
      aria-expanded={hasChildren ? open : undefined}
      aria-current={node.own ? 'true' : undefined}
      tabIndex={tabStop === node.key ? 0 : -1}
      className={node.own ? `${classes.item} ${classes.own}` : classes.item}
      ref={(el) => {
        if (el) items.current.set(node.key, el);
        else items.current.delete(node.key);
      }}
      onKeyDown={(event) => onKeyDown(event, node)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusNode(node.key);
      }}
      onClick={(event) => {
        event.stopPropagation();
        onFocusNode(node.key);
        event.currentTarget.focus();
      }}
      data-testid={node.own ? 'org-node-own' : 'org-node'}
      data-kind={node.kind}
      data-key={node.key}
    >
      <OrgNodeCard node={node} expanded={open} onToggle={() => onToggle(node.key)} />
      {open && (
        <ul role="group" className={classes.group}>
          {node.children.map((child, i) => (
            <TreeItem
              key={child.key}
              node={child}
              expanded={expanded}
              tabStop={tabStop}
              items={items}
              onToggle={onToggle}
              onKeyDown={onKeyDown}
              onFocusNode={onFocusNode}
              position={{ size: node.children.length, index: i + 1 }}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
