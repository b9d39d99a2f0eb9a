/** The knowledge base's addresses (the screen registry's `Knowledge` and `Knowledge/:id`). */
export const KNOWLEDGE_PATH = '/dashboard/Knowledge';
export const articlePath = (id: string) => `${KNOWLEDGE_PATH}/${encodeURIComponent(id)}`;
