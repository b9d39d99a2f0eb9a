import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, NativeSelect, Paper, Radio, Stack, Tabs, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { KB_BODY_MAX, KB_TITLE_MAX, KB_VISIBILITIES } from '@customer-hub/contract/constants/knowledge';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import type { KbArticle, SaveKbArticleRequest } from '@customer-hub/contract/knowledge';
import { RichTextEditor } from '@/components/rich-text-editor';
import { usePhone } from '@/lib/breakpoints';
import { errorMessage } from '@/lib/error-message';
import { useSchemaForm, type FieldMessages } from '@/lib/form';
import { useKbCategories, useKbCompanies, useSaveKbArticle } from '../api';
import { ArticleBody } from './article-body';

const TextFields = z.object({ title: z.string().trim().max(KB_TITLE_MAX).optional(), body: z.string().max(KB_BODY_MAX).optional() });

/**
 * The editor's form: one tab per language (a language left empty is not written), the category,
 * the audience. A language with a title needs its text and the reverse; at least one language.
 */
const EditorSchema = z
  .object({
    categoryId: z.string().optional(),
    visibility: z.enum(KB_VISIBILITIES),
    companyIds: z.array(z.string()).optional(),
    texts: z.object(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, TextFields])) as Record<LanguageCode, typeof TextFields>),
  })
  .superRefine((value, ctx) => {
    let written = 0;
    for (const code of LANGUAGE_CODES) {
      const { title, body } = value.texts[code] ?? {};
      if (!title && !body) continue;
      written++;
      if (!title) ctx.addIssue({ code: 'custom', path: ['texts', code, 'title'], message: 'required' });
      if (!body) ctx.addIssue({ code: 'custom', path: ['texts', code, 'body'], message: 'required' });
    }
    if (written === 0) ctx.addIssue({ code: 'custom', path: ['texts'], message: 'one language' });
    if (value.visibility === 'companies' && !value.companyIds?.length) ctx.addIssue({ code: 'custom', path: ['companyIds'], message: 'required' });
  });

interface EditorValues extends Record<string, unknown> {
  categoryId: string;
  visibility: (typeof KB_VISIBILITIES)[number];
  companyIds: string[];
  texts: Record<LanguageCode, { title: string; body: string }>;
}

const REQUIRED: FieldMessages = { custom: 'contentItems.required', required: 'contentItems.required', too_big: 'validation.tooLong', invalid: 'validation.invalid' };
const MESSAGES: Record<string, FieldMessages> = {
  ...Object.fromEntries(LANGUAGE_CODES.flatMap((code) => [[`texts.${code}.title`, REQUIRED], [`texts.${code}.body`, REQUIRED]])),
  texts: 'knowledge.admin.oneLanguage',
  companyIds: 'contentItems.required',
};

function valuesOf(article: KbArticle | null): EditorValues {
  const texts = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { title: '', body: '' }])) as EditorValues['texts'];
  for (const text of article?.texts ?? []) texts[text.language] = { title: text.title, body: text.body };
  return { categoryId: article?.categoryId ?? '', visibility: article?.visibility ?? 'all', companyIds: article?.companyIds ?? [], texts };
}

function requestOf(values: z.output<typeof EditorSchema>): SaveKbArticleRequest {
  return {
    categoryId: values.categoryId || null,
    visibility: values.visibility,
    companyIds: values.visibility === 'companies' ? (values.companyIds ?? []) : [],
    texts: LANGUAGE_CODES.flatMap((language) => {
      const text = values.texts[language];
      return text?.title && text.body ? [{ language, title: text.title, body: text.body }] : [];
    }),
  };
}

/**
 * Write or change a knowledge-base article: its title and text in each language (a tab each, the
 * rich-text editor), its category and who reads it (every customer or chosen companies), with a
 * preview of the language shown. Saved as it is (a new article as a draft); publishing is the list's.
 */
export function ArticleEditor({ article, onClose }: { article: KbArticle | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const form = useSchemaForm(EditorSchema, { initialValues: valuesOf(article), messages: MESSAGES });
  const categories = useKbCategories();
  const companies = useKbCompanies();
  const save = useSaveKbArticle();
  const first = (LANGUAGE_CODES as readonly string[]).includes(i18n.language) ? (i18n.language as LanguageCode) : 'es-ES';
  const [tab, setTab] = useState<LanguageCode>(article?.texts.some((x) => x.language === first) || !article?.texts[0] ? first : article.texts[0].language);
  const [preview, setPreview] = useState(false);
  const values = form.values;
  const shown = values.texts[tab];

  const submit = form.onSubmit((parsed) => save.mutate({ ...(article ? { id: article.id } : {}), body: requestOf(parsed) }, { onSuccess: onClose }));

  return (
    <Modal opened onClose={onClose} title={t(article ? 'knowledge.admin.edit' : 'knowledge.admin.new')} size="xl" fullScreen={phone} data-testid="kb-editor" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form method="post" noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('knowledge.admin.languagesHint')}
          </Text>
          <Tabs value={tab} onChange={(value) => value && setTab(value as LanguageCode)} keepMounted>
            <Tabs.List>
              {LANGUAGE_CODES.map((code) => {
                const filled = !!values.texts[code].title || !!values.texts[code].body;
                const wrong = !!form.errors[`texts.${code}.title`] || !!form.errors[`texts.${code}.body`];
                return (
                  <Tabs.Tab
                    key={code}
                    value={code}
                    data-testid={`kb-editor-tab-${code}`}
                    rightSection={filled || wrong ? <IconCircleFilled size={8} color={wrong ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-teal-7)'} aria-hidden="true" /> : undefined}
                  >
                    {t(`language.names.${code}`)}
                    {wrong && <VisuallyHidden> ({t('knowledge.admin.tabHasErrors')})</VisuallyHidden>}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {LANGUAGE_CODES.map((code) => (
              <Tabs.Panel key={code} value={code} pt="md">
                <Stack gap="md">
                  <TextInput label={t('knowledge.admin.title')} maxLength={KB_TITLE_MAX} {...form.getInputProps(`texts.${code}.title`)} data-testid={`kb-title-${code}`} />
                  <RichTextEditor label={t('knowledge.admin.body')} {...form.getInputProps(`texts.${code}.body`)} testId={`kb-body-${code}`} />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          {form.errors.texts && (
            <Alert color="red" data-testid="kb-editor-languages-error">
              {form.errors.texts}
            </Alert>
          )}
          <NativeSelect
            label={t('knowledge.admin.category')}
            {...form.getInputProps('categoryId')}
            data={[{ value: '', label: t('knowledge.admin.noCategory') }, ...(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))]}
            data-testid="kb-editor-category"
          />
          <Radio.Group label={t('knowledge.admin.audience')} value={values.visibility} onChange={(v) => form.setFieldValue('visibility', v as EditorValues['visibility'])}>
            <Group mt={4}>
              <Radio value="all" label={t('knowledge.admin.allCustomers')} />
              <Radio value="companies" label={t('knowledge.admin.chosenCompanies')} data-testid="kb-audience-companies" />
            </Group>
          </Radio.Group>
          {values.visibility === 'companies' && (
            <MultiSelect
              label={t('knowledge.admin.companies')}
              data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              required
              searchable
              {...form.getInputProps('companyIds')}
              data-testid="kb-editor-companies"
            />
          )}
          {preview && (
            <Paper withBorder p="md" radius="md" data-testid="kb-editor-preview">
              {shown.title || shown.body ? (
                <>
                  <Title order={2} size="h4" mb="sm">
                    {shown.title}
                  </Title>
                  {/* Shown before saving: the server cleans it again when it is stored. */}
                  <ArticleBody html={shown.body} testId="kb-editor-preview-body" />
                </>
              ) : (
                <Text c="dimmed" size="sm">
                  {t('knowledge.admin.previewEmpty', { language: t(`language.names.${tab}`) })}
                </Text>
              )}
            </Paper>
          )}
          {save.isError && <Alert color="red">{errorMessage(save.error, t)}</Alert>}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setPreview((p) => !p)} aria-pressed={preview} data-testid="kb-editor-preview-toggle">
              {t('knowledge.admin.preview')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="kb-editor-save">
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
