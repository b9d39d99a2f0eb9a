// The tooltip and the floating layer it opens on, as a chunk of their own (components/deferred-tooltip.tsx).
export { Tooltip } from '@mantine/core';
