import { useState } from 'react';
import { Alert, Button, FileInput, Group, Image, Modal, MultiSelect, NativeSelect, Radio, Stack, Switch, Text, TextInput, Textarea, Title, Typography } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HomeImage, HomeImagePurpose, HomeItem, HomeItemKind, HomeLinkIcon, SaveHomeItemRequest } from '@customer-hub/contract/home-content';
import { HOME_LINK_ICONS } from '@customer-hub/contract/constants/home-content';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { RichTextEditor } from '@/components/rich-text-editor';
import { errorMessage } from '@/i18n/error-message';
import { uploadHomeImage, useAudienceCompanies, useSaveHomeItem } from '../admin-api';
import { DocumentPicker } from './document-picker';

/** What the editor opens on: a stored item, a new item, or a new language version of an item. */
export interface EditorTarget {
  id?: string;
  values: SaveHomeItemRequest;
  image?: HomeImage | null;
  logo?: HomeImage | null;
  /** A featured document's current document, named. */
  documentTitle?: string | null;
}

export function newItem(kind: HomeItemKind, language: LanguageCode): EditorTarget {
  return { values: { kind, language, title: '', summary: '', body: '', published: false, allCompanies: true, companyIds: [], ...(kind === 'link' ? { icon: 'link' } : {}) } };
}

export function fromItem(item: HomeItem): Pick<EditorTarget, 'image' | 'logo' | 'documentTitle'> {
  return { image: item.image, logo: item.logo, documentTitle: item.documentTitle };
}

/** An ISO instant as a datetime-local value in the browser's zone, and back. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function ImageField({ label, purpose, image, onUploaded, required }: { label: string; purpose: HomeImagePurpose; image?: HomeImage | null; onUploaded: (image: HomeImage | null) => void; required?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        required={required}
        accept="image/jpeg,image/png,image/webp"
        placeholder={image ? t('homeContent.admin.replaceImage') : t('homeContent.admin.chooseImage')}
        description={t('homeContent.admin.imageHint')}
        disabled={busy}
        error={error}
        clearable={!required}
        onChange={async (file) => {
          setError(null);
          if (!file) return onUploaded(null);
          setBusy(true);
          try {
            onUploaded(await uploadHomeImage(file, purpose));
          } catch (e) {
            setError(errorMessage(e, t));
          } finally {
            setBusy(false);
          }
        }}
        data-testid={`upload-${purpose}`}
      />
      {image && <Image src={image.small} alt="" h={purpose === 'logo' ? 48 : 120} w="auto" fit="contain" radius="sm" style={{ alignSelf: 'flex-start' }} />}
    </Stack>
  );
}

function Preview({ values, image }: { values: SaveHomeItemRequest; image?: HomeImage | null }) {
  return (
    <Stack gap="xs" p="md" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }} data-testid="item-preview">
      {image && <Image src={image.small} alt="" radius="sm" />}
      {values.newsDate && <Text size="xs" c="dimmed">{values.newsDate}</Text>}
      <Title order={3} size="h5">{values.title}</Title>
      {values.summary && <Text size="sm">{values.summary}</Text>}
      {/* Shown before saving: the server cleans it again when it is stored. */}
      {values.body && <Typography><div dangerouslySetInnerHTML={{ __html: values.body }} /></Typography>}
      {values.url && <Text size="sm" c="blue">{values.url}</Text>}
    </Stack>
  );
}

/** Create or edit one Home item: its kind's fields, language, schedule, audience and published flag; a preview. */
export function ItemEditor({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 767px)');
  const [values, setValues] = useState<SaveHomeItemRequest>(target.values);
  const [image, setImage] = useState(target.image ?? null);
  const [logo, setLogo] = useState(target.logo ?? null);
  const [preview, setPreview] = useState(false);
  const companies = useAudienceCompanies();
  const save = useSaveHomeItem();
  const set = (patch: Partial<SaveHomeItemRequest>) => setValues((v) => ({ ...v, ...patch }));
  const kind = values.kind;
  const title = t(`homeContent.admin.${target.id ? 'edit' : 'new'}.${kind}`);

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone} data-testid="item-editor">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...(target.id ? { id: target.id } : {}), body: values }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t('homeContent.admin.language')}
            value={values.language}
            onChange={(e) => set({ language: e.currentTarget.value as LanguageCode })}
            data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
            data-testid="item-language"
          />
          {kind === 'document' && (
            <DocumentPicker value={values.documentId} currentTitle={target.documentTitle} onChange={(documentId) => set({ documentId })} />
          )}
          <TextInput
            label={t(`homeContent.admin.titleOf.${kind}`)}
            required={kind === 'news' || kind === 'link'}
            description={kind === 'document' ? t('homeContent.admin.documentTitleHint') : undefined}
            value={values.title ?? ''}
            onChange={(e) => set({ title: e.currentTarget.value })}
            maxLength={200}
            data-testid="item-title"
          />
          {kind === 'news' && (
            <>
              <TextInput type="date" label={t('homeContent.admin.date')} value={values.newsDate ?? ''} onChange={(e) => set({ newsDate: e.currentTarget.value || null })} data-testid="item-date" />
              <Textarea label={t('homeContent.admin.summary')} value={values.summary ?? ''} onChange={(e) => set({ summary: e.currentTarget.value })} maxLength={600} autosize minRows={2} data-testid="item-summary" />
              <RichTextEditor label={t('homeContent.admin.body')} value={values.body ?? ''} onChange={(body) => set({ body })} required testId="news-body-editor" />
              <ImageField label={t('homeContent.admin.photo')} purpose="photo" image={image} onUploaded={(i) => (setImage(i), set({ imageId: i?.id ?? null }))} />
            </>
          )}
          {kind === 'slide' && (
            <>
              <ImageField label={t('homeContent.admin.photo')} purpose="photo" image={image} required onUploaded={(i) => (setImage(i), set({ imageId: i?.id ?? null }))} />
              <ImageField label={t('homeContent.admin.logo')} purpose="logo" image={logo} onUploaded={(i) => (setLogo(i), set({ logoId: i?.id ?? null }))} />
            </>
          )}
          {(kind === 'slide' || kind === 'link') && (
            <TextInput type="url" label={t('homeContent.admin.url')} required={kind === 'link'} value={values.url ?? ''} onChange={(e) => set({ url: e.currentTarget.value || null })} data-testid="item-url" />
          )}
          {kind === 'link' && (
            <NativeSelect
              label={t('homeContent.admin.icon')}
              value={values.icon ?? 'link'}
              onChange={(e) => set({ icon: e.currentTarget.value as HomeLinkIcon })}
              data={HOME_LINK_ICONS.map((icon) => ({ value: icon, label: t(`homeContent.icons.${icon}`) }))}
              data-testid="item-icon"
            />
          )}
          <Group grow align="flex-start">
            <TextInput type="datetime-local" label={t('homeContent.admin.visibleFrom')} value={toLocalInput(values.visibleFrom)} onChange={(e) => set({ visibleFrom: fromLocalInput(e.currentTarget.value) })} />
            <TextInput type="datetime-local" label={t('homeContent.admin.visibleUntil')} value={toLocalInput(values.visibleUntil)} onChange={(e) => set({ visibleUntil: fromLocalInput(e.currentTarget.value) })} />
          </Group>
          <Radio.Group label={t('homeContent.admin.audience')} value={values.allCompanies === false ? 'chosen' : 'all'} onChange={(v) => set({ allCompanies: v === 'all' })}>
            <Group mt={4}>
              <Radio value="all" label={t('homeContent.admin.allCustomers')} />
              <Radio value="chosen" label={t('homeContent.admin.chosenCompanies')} data-testid="audience-chosen" />
            </Group>
          </Radio.Group>
          {values.allCompanies === false && (
            <MultiSelect
              label={t('homeContent.admin.companies')}
              data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={values.companyIds ?? []}
              onChange={(companyIds) => set({ companyIds })}
              searchable
              data-testid="audience-companies"
            />
          )}
          <Switch label={t('homeContent.admin.published')} checked={values.published ?? false} onChange={(e) => set({ published: e.currentTarget.checked })} data-testid="item-published" />
          {preview && <Preview values={values} image={image} />}
          {save.isError && <Alert color="red">{errorMessage(save.error, t)}</Alert>}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setPreview((p) => !p)} aria-pressed={preview}>
              {t('homeContent.admin.preview')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="item-save">
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
