import { Box } from '@mantine/core';

interface HtmlFrameProps {
  html: string;
  /** Accessible name of the frame. */
  title: string;
  height?: number;
  testId?: string;
}

/**
 * Email HTML shown inside a fully sandboxed frame: no scripts, no forms, no same-origin
 * access, so whatever the message holds cannot reach the app.
 */
export function HtmlFrame({ html, title, height = 360, testId }: HtmlFrameProps) {
  return (
    <Box
      component="iframe"
      sandbox=""
      srcDoc={html}
      title={title}
      referrerPolicy="no-referrer"
      data-testid={testId}
      w="100%"
      h={height}
      bd="1px solid var(--mantine-color-gray-3)"
      bg="white"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
}
