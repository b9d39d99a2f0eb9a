import multipart from '@fastify/multipart';
import { moduleRoutes } from '@/lib/route.ts';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { sendJsonString } from '@/lib/json-string.ts';
import { contentDisposition, nameWithExtension } from '@/lib/file-names.ts';
import { readUpload, requireFile } from '@/lib/multipart.ts';
import { sniffContentType } from '@/lib/content-type.ts';
import { contextOf } from '@/context.ts';
import { getDocumentSettings } from '@/modules/settings/service.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { DOCUMENT_CONTENT_TYPES, DocumentSummary, DownloadFileRequest, UploadDocumentFields } from '@customer-hub/contract/documents';
import { documentsEndpoints as api } from '@customer-hub/contract/endpoints/documents';
import { FileReferences } from './file-reference.ts';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'documents', policy: 'staff' }, async (add, app) => {
  const refs = new FileReferences(app.secretBox.deriveKey('file-references'));
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 4096, parts: 22 } });

  const signedIn = 'authenticated' as const;

  add(api.getDocumentSections, { summary: 'The document sections I may open, with their visible document types', policy: signedIn }, (request) =>
    service.sections(contextOf(app, request)),
  );

  add(
    api.findDocuments,
    {
      summary: 'Documents of one section in my scope (paged, sorted, filtered)',
      description: '403 when my permissions close the section (spec data tabs: Folders, IncidenceReports, Orders, ServiceReports, OtherLegalDocuments).',
      policy: signedIn,
    },
    (request) => service.findDocuments(contextOf(app, request), request.query),
  );

  add(
    api.getDownloadLink,
    { summary: 'Spec `GET {downloadLink}{id}`: a short-lived file reference for one document', policy: signedIn },
    async (request, reply) => sendJsonString(reply, await service.downloadLink(app.db, refs, requirePrincipal(request), request.params.id)),
  );

  add(
    api.createZipLink,
    { summary: 'A short-lived file reference for a ZIP of several documents', policy: signedIn },
    async (request, reply) => sendJsonString(reply, await service.zipLink(app.db, refs, requirePrincipal(request), request.body.ids)),
  );

  app.get(
    '/api/Common/DownloadFile',
    {
      config: { policy: 'authenticated', apiKey: 'documents:read', media: { 200: ['*/*'] } },
      schema: {
        tags: ['documents'],
        operationId: 'downloadFile',
        summary: 'Spec call: the file a reference names',
        description:
          'Accepts only references this server issued to the caller, unexpired (400 FILE_REFERENCE_INVALID, 410 FILE_REFERENCE_EXPIRED); ' +
          'scope and permissions are checked again. The client saves the file under the name after the reference’s last backslash.',
        querystring: DownloadFileRequest,
        response: { 200: z.unknown().describe('The file’s bytes, or application/zip') },
      },
    },
    async (request, reply) => {
      const file = await service.download(app.db, refs, app.storage, requirePrincipal(request), request.query.FilePath);
      reply.type(file.contentType).header('content-disposition', contentDisposition(file.fileName)).header('cache-control', 'private, no-store');
      if (file.size !== undefined) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );

  app.post(
    '/api/documents',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['documents'],
        operationId: 'uploadDocument',
        summary: 'Upload a document (staff): multipart/form-data, the fields of UploadDocumentFields and one `file` part',
        description:
          'The size limit comes from the document settings (413 FILE_TOO_LARGE); the content type is decided from the file’s bytes ' +
          '(415 FILE_TYPE_NOT_ALLOWED for anything but PDF, images and Office documents).',
        consumes: ['multipart/form-data'],
        response: { 201: DocumentSummary },
      },
    },
    async (request, reply) => {
      const { maxUploadMegabytes } = await getDocumentSettings(app.db);
      const upload = await readUpload(request, maxUploadMegabytes * 1024 * 1024, `The file is larger than ${maxUploadMegabytes} MB`);
      const parsed = UploadDocumentFields.safeParse(Object.fromEntries(Object.entries(upload.fields).filter(([, v]) => v !== '')));
      if (!parsed.success) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Invalid fields', {
          errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }
      const file = requireFile(upload);
      const type = await sniffContentType(file.bytes, DOCUMENT_CONTENT_TYPES);
      if (!type) throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'Only PDF, images and Office documents');
      // The stored name keeps the given name but carries the extension the bytes prove.
      const fileName = nameWithExtension(file.fileName, type.ext, parsed.data.documentNo);
      const created = await service.upload(contextOf(app, request), app.storage, parsed.data, { fileName, bytes: file.bytes, contentType: type.mime });
      return reply.code(201).send(created);
    },
  );

  add(api.deleteDocument, 'Delete a document and its file (staff)', async (request, reply) => {
    await service.remove(contextOf(app, request), app.storage, request.params.id);
    return reply.code(204).send(null);
  });

  add(api.listDocumentTypes, 'Document configuration: types, their sections and visibility', () => service.listTypes(app.db));

  add(api.createDocumentType, 'Add a document type (409 when the code exists)', async (request, reply) => {
    const created = await service.createType(contextOf(app, request), request.body);
    return reply.code(201).send(created);
  });

  add(api.saveDocumentType, 'Change a document type’s names, section and visibility', (request) =>
    service.saveType(contextOf(app, request), request.params.code, request.body),
  );
});
