import { useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, Group, Image, Modal, MultiSelect, NativeSelect, Radio, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SaveHomeItemRequest, type HomeImage, type HomeImagePurpose, type HomeItem, type HomeItemKind } from '@customer-hub/contract/home-content';
import { HOME_LINK_ICONS, HOME_SUMMARY_MAX, HOME_TITLE_MAX } from '@customer-hub/contract/constants/home-content';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { DateField } from '@/components/date-field';
import { DateTimeField } from '@/components/date-time-field';
import { RichTextEditor } from '@/components/rich-text-editor';
import { errorMessage } from '@/lib/error-message';
import { useSchemaForm, type FieldMessages } from '@/lib/form';
import { formatDate } from '@/lib/format';
import { uploadHomeImage, useAudienceCompanies, useSaveHomeItem } from '../admin-api';
import { DocumentPicker } from './document-picker';
import { usePhone } from '@/lib/breakpoints';

/** The editor's values: the request as the contract takes it (every field of it is edited here). */
type Values = SaveHomeItemRequest & Record<string, unknown>;

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

const REQUIRED: FieldMessages = { required: 'contentItems.required', too_big: 'validation.tooLong', invalid: 'validation.invalid' };
/** The contract's rules in the reader's words, per field. */
const MESSAGES: Record<string, FieldMessages> = {
  title: REQUIRED,
  summary: REQUIRED,
  body: REQUIRED,
  imageId: REQUIRED,
  url: REQUIRED,
  icon: REQUIRED,
  documentId: REQUIRED,
  companyIds: 'contentItems.required',
  visibleUntil: { custom: 'validation.scheduleOrder', invalid: 'validation.invalid' },
};

function ImageField({ label, purpose, image, onUploaded, required, error: ruleError }: { label: string; purpose: HomeImagePurpose; image?: HomeImage | null; onUploaded: (image: HomeImage | null) => void; required?: boolean; error?: ReactNode }) {
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
        error={error ?? ruleError}
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
      {values.newsDate && <Text size="xs" c="dimmed">{formatDate(values.newsDate)}</Text>}
      <Title order={3} size="h5">{values.title}</Title>
      {values.summary && <Text size="sm">{values.summary}</Text>}
      {/* Shown before saving: the server cleans it again when it is stored. */}
      {values.body && <Typography><div dangerouslySetInnerHTML={{ __html: values.body }} /></Typography>}
      {values.url && <Text size="sm" c="blue">{values.url}</Text>}
    </Stack>
  );
}

/**
 * Create or edit one Home item: its kind's fields, language, schedule, audience and published
 * flag; a preview. The form checks the contract's `SaveHomeItemRequest` (what each kind needs, the
 * schedule's order) before anything is sent.
 */
export function ItemEditor({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const form = useSchemaForm(SaveHomeItemRequest, { initialValues: target.values as Values, messages: MESSAGES });
  const [image, setImage] = useState(target.image ?? null);
  const [logo, setLogo] = useState(target.logo ?? null);
  const [preview, setPreview] = useState(false);
  const companies = useAudienceCompanies();
  const save = useSaveHomeItem();
  const values = form.values;
  const kind = values.kind;
  const title = t(`homeContent.admin.${target.id ? 'edit' : 'new'}.${kind}`);
  const onImage = (field: 'imageId' | 'logoId', keep: (i: HomeImage | null) => void) => (i: HomeImage | null) => {
    keep(i);
    form.setFieldValue(field, i?.id ?? null);
  };

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone} data-testid="item-editor" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form method="post" noValidate onSubmit={form.onSubmit((body) => save.mutate({ ...(target.id ? { id: target.id } : {}), body }, { onSuccess: onClose }))}>
        <Stack gap="md">
          <NativeSelect
            label={t('homeContent.admin.language')}
            data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
            {...form.getInputProps('language')}
            data-testid="item-language"
          />
          {kind === 'document' && (
            <DocumentPicker value={values.documentId} currentTitle={target.documentTitle} onChange={(documentId) => form.setFieldValue('documentId', documentId)} error={form.errors.documentId} />
          )}
          <TextInput
            label={t(`homeContent.admin.titleOf.${kind}`)}
            required={kind === 'news' || kind === 'link'}
            description={kind === 'document' ? t('homeContent.admin.documentTitleHint') : undefined}
            maxLength={HOME_TITLE_MAX}
            {...form.getInputProps('title')}
            data-testid="item-title"
          />
          {kind === 'news' && (
            <>
              <DateField label={t('homeContent.admin.date')} description={t('homeContent.admin.dateHint')} {...form.getInputProps('newsDate')} data-testid="item-date" />
              <Textarea label={t('homeContent.admin.summary')} maxLength={HOME_SUMMARY_MAX} autosize minRows={2} {...form.getInputProps('summary')} data-testid="item-summary" />
              <RichTextEditor label={t('homeContent.admin.body')} required {...form.getInputProps('body')} testId="news-body-editor" />
              <ImageField label={t('homeContent.admin.photo')} purpose="photo" image={image} onUploaded={onImage('imageId', setImage)} />
            </>
          )}
          {kind === 'slide' && (
            <>
              <ImageField label={t('homeContent.admin.photo')} purpose="photo" image={image} required error={form.errors.imageId} onUploaded={onImage('imageId', setImage)} />
              <ImageField label={t('homeContent.admin.logo')} purpose="logo" image={logo} onUploaded={onImage('logoId', setLogo)} />
            </>
          )}
          {(kind === 'slide' || kind === 'link') && (
            <TextInput type="url" label={t('homeContent.admin.url')} required={kind === 'link'} {...form.getInputProps('url')} value={values.url ?? ''} data-testid="item-url" />
          )}
          {kind === 'link' && (
            <NativeSelect
              label={t('homeContent.admin.icon')}
              data={HOME_LINK_ICONS.map((icon) => ({ value: icon, label: t(`homeContent.icons.${icon}`) }))}
              {...form.getInputProps('icon')}
              value={values.icon ?? 'link'}
              data-testid="item-icon"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeField label={t('contentItems.visibleFrom')} description={t('contentItems.visibleFromHint')} {...form.getInputProps('visibleFrom')} data-testid="item-visible-from" />
            <DateTimeField label={t('contentItems.visibleUntil')} description={t('contentItems.visibleUntilHint')} {...form.getInputProps('visibleUntil')} data-testid="item-visible-until" />
          </SimpleGrid>
          <Radio.Group label={t('homeContent.admin.audience')} value={values.allCompanies === false ? 'chosen' : 'all'} onChange={(v) => form.setFieldValue('allCompanies', v === 'all')}>
            <Group mt={4}>
              <Radio value="all" label={t('homeContent.admin.allCustomers')} />
              <Radio value="chosen" label={t('homeContent.admin.chosenCompanies')} data-testid="audience-chosen" />
            </Group>
          </Radio.Group>
          {values.allCompanies === false && (
            <MultiSelect
              label={t('homeContent.admin.companies')}
              data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              required
              searchable
              {...form.getInputProps('companyIds')}
              value={values.companyIds ?? []}
              data-testid="audience-companies"
            />
          )}
          <Switch label={t('homeContent.admin.published')} {...form.getInputProps('published', { type: 'checkbox' })} data-testid="item-published" />
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
