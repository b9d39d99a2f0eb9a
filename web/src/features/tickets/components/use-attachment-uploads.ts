import { useCallback, useEffect, useRef, useState } from 'react';
import { TICKET_ATTACHMENTS_PER_MESSAGE, TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES } from '@customer-hub/contract/constants/tickets';
import { uploadTicketAttachment } from '@/features/tickets/api';
import { UploadAbortedError } from '@/lib/upload';

/** The file name endings of the accepted types, for a browser that names no type (HEIC on some systems). */
const TYPE_BY_EXTENSION: Record<string, (typeof TICKET_ATTACHMENT_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/** What the file picker offers: the accepted types and their endings (the server decides from the bytes). */
export const ATTACHMENT_ACCEPT = [...TICKET_ATTACHMENT_TYPES, ...Object.keys(TYPE_BY_EXTENSION).map((ext) => `.${ext}`)].join(',');

export type RefusalReason = 'tooLarge' | 'type' | 'tooMany';

/** Why a file cannot be attached, checked before it is sent (the server checks again from its bytes). */
export function attachmentRefusal(file: File): RefusalReason | null {
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const type = file.type || TYPE_BY_EXTENSION[extension] || '';
  return (TICKET_ATTACHMENT_TYPES as readonly string[]).includes(type) ? null : 'type';
}

export interface PendingAttachment {
  key: string;
  file: File;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0–1 */
  progress: number;
  /** The server's id, once uploaded. */
  id?: string;
  error?: unknown;
}

export interface RefusedFile {
  name: string;
  reason: RefusalReason;
}

/**
 * The files of one message (a new request, a comment): each is checked, then uploaded at once to
 * POST /api/tickets/attachments with its progress; one under way can be cancelled, one that
 * failed retried or removed. Leaving the form stops every upload under way.
 */
export function useAttachmentUploads() {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PendingAttachment>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadTicketAttachment(file, { onProgress: (progress) => update(key, { progress }), signal: controller.signal })
        .then((attachment) => update(key, { status: 'uploaded', progress: 1, id: attachment.id }))
        .catch((error: unknown) => {
          if (!(error instanceof UploadAbortedError)) update(key, { status: 'failed', error });
        })
        .finally(() => controllers.current.delete(key));
    },
    [update],
  );

  /** Checks and starts the picked files; those refused (and any beyond the per-message limit) are named. */
  const add = useCallback(
    (files: File[]) => {
      const refusedNow: RefusedFile[] = [];
      const accepted: PendingAttachment[] = [];
      let room = TICKET_ATTACHMENTS_PER_MESSAGE - items.length;
      for (const file of files) {
        const reason = room <= 0 ? 'tooMany' : attachmentRefusal(file);
        if (reason) {
          refusedNow.push({ name: file.name, reason });
          continue;
        }
        room -= 1;
        counter.current += 1;
        accepted.push({ key: `attachment-${counter.current}`, file, status: 'uploading', progress: 0 });
      }
      setRefused(refusedNow);
      setItems((list) => [...list, ...accepted]);
      for (const item of accepted) start(item.key, item.file);
    },
    [items.length, start],
  );

  /** Cancels a file under way, or takes an uploaded or failed one off the message. */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item || item.status !== 'failed') return;
      update(key, { status: 'uploading', progress: 0, error: undefined });
      start(key, item.file);
    },
    [items, start, update],
  );

  /** Empties the list after the message was sent. */
  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    setItems([]);
    setRefused([]);
  }, []);

  const ids = items.flatMap((item) => (item.status === 'uploaded' && item.id ? [item.id] : []));
  const uploading = items.some((item) => item.status === 'uploading');
  const failed = items.some((item) => item.status === 'failed');
  return { items, refused, ids, uploading, failed, add, remove, retry, clear };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
