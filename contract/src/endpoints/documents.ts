import { SIGNED_IN, STAFF, ZERO_ID } from '../access.ts';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { CreateDocumentTypeRequest, DocumentIdParams, DocumentSectionsResponse, DocumentType, DocumentTypeCodeParams, DocumentTypesResponse, DocumentZipRequest, FileReference, FindDocumentsRequest, FindDocumentsResponse, SaveDocumentTypeRequest } from '../documents.ts';

export const documentsEndpoints = {
  getDocumentSections: endpoint('GET /api/documents/sections', { apiKey: 'documents:read', access: { allowed: SIGNED_IN }, response: DocumentSectionsResponse }),
  findDocuments: endpoint('GET /api/documents', { apiKey: 'documents:read', access: { allowed: ['customerAll', ...STAFF], request: { query: { section: 'Folders' } } }, query: FindDocumentsRequest, response: FindDocumentsResponse }),
  getDownloadLink: endpoint('GET /api/documents/download-link/:id', { apiKey: 'documents:read', access: { allowed: SIGNED_IN }, params: DocumentIdParams, response: FileReference }),
  createZipLink: endpoint('POST /api/documents/zip-link', { apiKey: 'documents:read', access: { allowed: SIGNED_IN, request: { payload: { ids: [ZERO_ID] } } }, body: DocumentZipRequest, response: FileReference }),
  deleteDocument: endpoint('DELETE /api/documents/:id', { access: { allowed: STAFF }, params: DocumentIdParams, status: 204, response: z.null() }),
  listDocumentTypes: endpoint('GET /api/document-types', { access: { allowed: STAFF }, response: DocumentTypesResponse }),
  createDocumentType: endpoint('POST /api/document-types', { access: { allowed: STAFF, request: { payload: { code: 'AccessCheck', names: { 'en-US': 'A', 'es-ES': 'A', 'pt-PT': 'A' }, section: 'Folders', visible: true } } }, body: CreateDocumentTypeRequest, status: 201, response: DocumentType }),
  saveDocumentType: endpoint('PUT /api/document-types/:code', { access: { allowed: STAFF, request: { payload: { names: { 'en-US': 'A', 'es-ES': 'A', 'pt-PT': 'A' }, section: 'Folders', visible: true } } }, params: DocumentTypeCodeParams, body: SaveDocumentTypeRequest, response: DocumentType }),
};
