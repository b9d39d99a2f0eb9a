import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';

interface SettingsSectionProps<T> {
  /** The section's anchor on the page (#id). */
  id: string;
  title: string;
  description: ReactNode;
  /** The settings group as read from the server. */
  settings: UseQueryResult<T>;
  /** The form, once the settings are there. */
  children: (settings: T) => ReactNode;
}

/** A settings card: a loader while the group loads, its error, then its form. */
export function SettingsSection<T>({ id, title, description, settings, children }: SettingsSectionProps<T>) {
  return (
    <SectionCard id={id} title={title} description={description}>
      {settings.isPending ? <InlineLoader /> : settings.isError ? <ErrorAlert error={settings.error} /> : children(settings.data)}
    </SectionCard>
  );
}
