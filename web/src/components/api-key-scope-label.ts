import type { ApiKeyScope } from '@customer-hub/contract/constants/api-keys';

type Underscored<S extends string> = S extends `${infer A}:${infer B}` ? `${A}_${B}` : S;

/** A scope's label: its dictionary key without the colon, which i18next reads as a namespace. */
export const scopeLabel = (s: ApiKeyScope) => `apiKeys.scopeNames.${s.replace(':', '_') as Underscored<ApiKeyScope>}` as const;
