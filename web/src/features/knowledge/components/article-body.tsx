import { Typography } from '@mantine/core';

/** An article's body: HTML the server cleaned (cleanRichText) before storing it, shown as it is. */
export function ArticleBody({ html, testId = 'kb-article-body' }: { html: string; testId?: string }) {
  return (
    <Typography>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
