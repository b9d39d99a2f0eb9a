import type { ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';
import { deferredModule } from '@/lib/deferred-module';

const useTooltipModule = deferredModule(() => import('@/components/tooltip-module'));

/**
 * A tooltip over a control that names itself (`aria-label`): what it shows is for the eye only, so
 * its code (and the floating layer's) loads once the page answers; until then the control alone.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const { module } = useTooltipModule();
  if (!module) return children;
  return <module.Tooltip {...props}>{children}</module.Tooltip>;
}
