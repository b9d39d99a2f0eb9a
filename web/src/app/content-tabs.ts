import { createElement, lazy, type ComponentType } from 'react';

/**
 * Tabs of Content management that other features own (features never import each other, so the
 * page finds them here). Each loads with its tab.
 */
export interface ContentTab {
  /** The `?tab=` value. */
  value: string;
  /** Its label's key under `contentManagement.tabs`. */
  label: 'news' | 'slides' | 'links' | 'homeDocuments';
  panel: ComponentType;
}

const homeItems = (kind: 'news' | 'slide' | 'link' | 'document') =>
  lazy(async () => {
    const { HomeItemsPanel } = await import('@/features/home-content/components/home-items-panel');
    return { default: () => createElement(HomeItemsPanel, { kind }) };
  });

export const CONTENT_TABS: readonly ContentTab[] = [
  { value: 'news', label: 'news', panel: homeItems('news') },
  { value: 'slides', label: 'slides', panel: homeItems('slide') },
  { value: 'links', label: 'links', panel: homeItems('link') },
  { value: 'home-documents', label: 'homeDocuments', panel: homeItems('document') },
];
