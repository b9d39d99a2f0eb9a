import { Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGE_CODES } from '@customer-hub/contract/constants/languages';
import { ROLES, type Role } from '@customer-hub/contract/constants/roles';
import { USER_NAME, USER_PROFILE_FIELDS, type CreateUserRequest, type UserDetailResponse } from '@customer-hub/contract/users';
import { PhotoButton } from '@/features/account/components/photo-button';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { ModalForm } from '@/components/modal-form';
import { chosenNode, useCreateUser, useOrgCompanies, useUpdateUser, useUser, type OrgCompany } from '@/features/account/people-api';
import { currentLanguage } from '@/i18n/i18n';
import { useSchemaForm } from '@/lib/form';
import { ApiError } from '@/lib/api-client';

const profile = z.object(USER_PROFILE_FIELDS);
const createSchema = profile.extend({ userName: USER_NAME });
const messages = {
  firstName: 'people.form.nameRequired',
  email: 'people.form.emailRequired',
  userName: 'accessRequests.approve.userNameInvalid',
} as const;

/** Who opens the form decides which of the governed fields it offers (the server checks them all again). */
export interface FormPowers {
  /** Admin: roles. */
  setRoles: boolean;
  /** Staff: company, node, main contact and display switches. */
  setCompany: boolean;
}

interface Values extends Record<string, unknown> {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  identification: string;
  city: string;
  street: string;
  dateOfBirth: string;
  retailCentre: string;
  role: Role;
  companyId: string;
  partnerId: string;
  siteId: string;
  nodeTouched: boolean;
  mainContact: boolean;
  showContractNumber: boolean;
  showTreeId: boolean;
}

/** The partner and site pickers' values for a stored node. */
function pickersOf(companies: OrgCompany[], user: UserDetailResponse['user'] | undefined) {
  if (!user?.treeNodeId) return { partnerId: '', siteId: '' };
  if (user.treeNodeKind === 'business_partner') return { partnerId: user.treeNodeId, siteId: '' };
  if (user.treeNodeKind === 'site') {
    const partner = companies.flatMap((c) => c.businessPartners).find((p) => p.sites.some((s) => s.id === user.treeNodeId));
    return { partnerId: partner?.id ?? '', siteId: user.treeNodeId };
  }
  return { partnerId: '', siteId: '' };
}

function initialValues(user: UserDetailResponse['user'] | undefined, companies: OrgCompany[]): Values {
  return {
    userName: user?.userName ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    language: user?.language ?? currentLanguage(),
    identification: user?.identification ?? '',
    city: user?.city ?? '',
    street: user?.street ?? '',
    dateOfBirth: user?.dateOfBirth ?? '',
    retailCentre: user?.retailCentre ?? '',
    role: (user?.roles[0] as Role | undefined) ?? 'Customer',
    companyId: user?.companyId ?? (companies.length === 1 ? (companies[0]?.id ?? '') : ''),
    ...pickersOf(companies, user),
    nodeTouched: false,
    mainContact: user?.mainContact ?? false,
    showContractNumber: user?.showContractNumber ?? false,
    showTreeId: user?.showTreeId ?? false,
  };
}

interface UserFormProps {
  user?: UserDetailResponse['user'];
  powers: FormPowers;
  companies: OrgCompany[];
  onDone: () => void;
  onCancel: () => void;
}

function UserForm({ user, powers, companies, onDone, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const mutation = user ? update : create;
  const form = useSchemaForm(user ? profile : createSchema, { initialValues: initialValues(user, companies), messages });
  const v = form.values;
  const customer = v.role === 'Customer';
  const company = companies.find((c) => c.id === v.companyId);
  const partner = company?.businessPartners.find((p) => p.id === v.partnerId);

  const onSubmit = form.onSubmit((fields) => {
    if (mutation.isPending) return;
    const { userName, ...profileFields } = fields as z.output<typeof createSchema>;
    const governed: Partial<CreateUserRequest> = {};
    if (powers.setRoles) governed.roles = [v.role];
    if (powers.setCompany && customer) {
      governed.companyId = v.companyId || null;
      governed.mainContact = v.mainContact;
      governed.showContractNumber = v.showContractNumber;
      governed.showTreeId = v.showTreeId;
      if (v.nodeTouched || !user || v.companyId !== user.companyId) Object.assign(governed, chosenNode(v.companyId, v.partnerId, v.siteId));
    }
    const body = { ...profileFields, ...governed };
    if (user) update.mutate({ id: user.id, body }, { onSuccess: onDone });
    else create.mutate({ ...body, userName }, { onSuccess: onDone });
  });

  // A taken user name is answered with a free one to use instead.
  const body = create.error instanceof ApiError ? (create.error.body as { suggestion?: unknown } | undefined) : undefined;
  const suggestion = typeof body?.suggestion === 'string' ? body.suggestion : undefined;

  const field = (name: keyof Values & string, label: ParseKeys, extra: object = {}) => (
    <TextInput label={t(label)} {...form.getInputProps(name)} data-testid={`user-${name}`} {...extra} />
  );

  return (
    <ModalForm
      onSubmit={onSubmit}
      testId="user-form"
      requiredHint
      submitLabel={t(user ? 'common.save' : 'people.form.create')}
      submitTestId="user-submit"
      pending={mutation.isPending}
      onCancel={onCancel}
    >
      <ErrorAlert error={mutation.error} testId="user-error" />
      {!user && field('userName', 'people.fields.userName', { withAsterisk: true, autoCapitalize: 'none', spellCheck: false, description: t('accessRequests.approve.userNameHint') })}
      {!user && suggestion && suggestion !== v.userName && (
        <Button variant="light" size="xs" onClick={() => form.setFieldValue('userName', suggestion)} data-testid="user-name-suggestion">
          {t('people.form.useSuggestion', { userName: suggestion })}
        </Button>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('firstName', 'people.fields.firstName', { withAsterisk: true })}
        {field('lastName', 'people.fields.lastName')}
      </SimpleGrid>
      {field('email', 'people.fields.email', {
        withAsterisk: true,
        type: 'email',
        description: user?.pendingEmail ? t('people.form.pendingEmail', { email: user.pendingEmail }) : user ? t('people.form.emailChangeHint') : undefined,
      })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('people.fields.language')}
          {...form.getInputProps('language')}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
          data-testid="user-language"
        />
        <DateField label={t('people.fields.dateOfBirth')} {...form.getInputProps('dateOfBirth')} data-testid="user-dateOfBirth" />
        {field('identification', 'people.fields.identification')}
        {field('retailCentre', 'people.fields.retailCentre')}
        {field('city', 'people.fields.city')}
        {field('street', 'people.fields.street')}
      </SimpleGrid>
      {powers.setRoles && (
        <NativeSelect
          label={t('people.fields.role')}
          {...form.getInputProps('role')}
          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          data-testid="user-role"
        />
      )}
      {powers.setCompany && customer && (
        <>
          <NativeSelect
            label={t('accessRequests.approve.company')}
            withAsterisk
            value={v.companyId}
            onChange={(event) => form.setValues({ companyId: event.currentTarget.value, partnerId: '', siteId: '', nodeTouched: true })}
            data={[{ value: '', label: t('accessRequests.approve.chooseCompany') }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
            data-testid="user-company"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('accessRequests.approve.partner')}
              value={v.partnerId}
              disabled={!company || company.businessPartners.length === 0}
              onChange={(event) => form.setValues({ partnerId: event.currentTarget.value, siteId: '', nodeTouched: true })}
              data={[{ value: '', label: t('accessRequests.approve.wholeCompany') }, ...(company?.businessPartners ?? []).map((p) => ({ value: p.id, label: p.name }))]}
              data-testid="user-partner"
            />
            <NativeSelect
              label={t('accessRequests.approve.site')}
              value={v.siteId}
              disabled={!partner || partner.sites.length === 0}
              onChange={(event) => form.setValues({ siteId: event.currentTarget.value, nodeTouched: true })}
              data={[{ value: '', label: t('accessRequests.approve.wholePartner') }, ...(partner?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))]}
              data-testid="user-site"
            />
          </SimpleGrid>
          {user?.treeNodeKind === 'building' && !v.nodeTouched && <Text size="sm" c="dimmed">{t('people.form.buildingNode')}</Text>}
          <Group gap="lg">
            <Checkbox label={t('people.fields.mainContact')} {...form.getInputProps('mainContact', { type: 'checkbox' })} data-testid="user-mainContact" />
            <Checkbox label={t('people.fields.showContractNumber')} {...form.getInputProps('showContractNumber', { type: 'checkbox' })} />
            <Checkbox label={t('people.fields.showTreeId')} {...form.getInputProps('showTreeId', { type: 'checkbox' })} />
          </Group>
        </>
      )}
    </ModalForm>
  );
}

interface UserFormModalProps {
  /** The user to edit, 'new' to create one, null when closed. */
  userId: string | 'new' | null;
  /** What a new user's creator may set; an edit reads it from the server's answer. */
  createPowers: FormPowers;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a user: their own fields, and what the caller may govern. */
export function UserFormModal({ userId, createPowers, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation();
  const editing = userId !== null && userId !== 'new';
  const detail = useUser(editing ? userId : null);
  const powers: FormPowers = editing ? { setRoles: !!detail.data?.can.setRoles && detail.data.can.setCompany, setCompany: !!detail.data?.can.setCompany } : createPowers;
  const companies = useOrgCompanies(userId !== null && powers.setCompany);

  let body;
  if (userId === null) body = null;
  else if ((editing && detail.isPending) || (powers.setCompany && companies.isPending)) body = <InlineLoader py="xl" />;
  else if (editing && detail.isError) body = <ErrorAlert error={detail.error} />;
  else if (powers.setCompany && companies.isError) body = <ErrorAlert error={companies.error} />;
  else
    body = (
      <>
        {editing && detail.data?.can.edit && userId !== null && (
          <Group justify="flex-end" mb="sm">
            <PhotoButton userId={userId} />
          </Group>
        )}
        <UserForm key={userId} user={editing ? detail.data?.user : undefined} powers={powers} companies={companies.data ?? []} onDone={onSaved} onCancel={onClose} />
      </>
    );

  return (
    <Modal opened={userId !== null} onClose={onClose} title={t(editing ? 'people.form.editTitle' : 'people.form.newTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {body}
    </Modal>
  );
}
