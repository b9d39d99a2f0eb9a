import { createElement, lazy } from 'react';
import type { ContentTab } from '@/features/documents/pages/content-management-page';

/**
 * The tabs of Content management that other features own, in the order shown after Documents and
 * Document configuration (features never import each other, so the screen registry hands them to
 * the page). Each panel loads when its tab is opened.
 */
const homeItems = (kind: 'news' | 'slide' | 'link' | 'document') =>
  lazy(async () => {
    const { HomeItemsPanel } = await import('@/features/home-content/components/home-items-panel');
    return { default: () => createElement(HomeItemsPanel, { kind }) };
  });

export const CONTENT_TABS: readonly ContentTab[] = [
  { value: 'news', label: 'contentManagement.tabs.news', panel: homeItems('news') },
  { value: 'slides', label: 'contentManagement.tabs.slides', panel: homeItems('slide') },
  { value: 'links', label: 'contentManagement.tabs.links', panel: homeItems('link') },
  { value: 'home-documents', label: 'contentManagement.tabs.homeDocuments', panel: homeItems('document') },
  {
    value: 'cookies',
    label: 'contentManagement.tabs.cookies',
    panel: lazy(async () => ({ default: (await import('@/features/cookies/components/cookie-notices-panel')).CookieNoticesPanel })),
  },
  {
    value: 'privacy',
    label: 'contentManagement.tabs.privacy',
    panel: lazy(async () => ({ default: (await import('@/features/privacy-policy/components/privacy-policy-panel')).PrivacyPolicyPanel })),
  },
  {
    value: 'knowledge',
    label: 'contentManagement.tabs.knowledge',
    panel: lazy(async () => ({ default: (await import('@/features/knowledge/components/knowledge-panel')).KnowledgePanel })),
  },
];
