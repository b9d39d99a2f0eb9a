import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { CreateDocumentTypeRequest, DocumentIdParams, DocumentSectionsResponse, DocumentType, DocumentTypeCodeParams, DocumentTypesResponse, DocumentZipRequest, FileReference, FindDocumentsRequest, FindDocumentsResponse, SaveDocumentTypeRequest } from '../documents.ts';

export const documentsEndpoints = {
  getDocumentSections: endpoint('GET /api/documents/sections', { response: DocumentSectionsResponse }),
  findDocuments: endpoint('GET /api/documents', { query: FindDocumentsRequest, response: FindDocumentsResponse }),
  getDownloadLink: endpoint('GET /api/documents/download-link/:id', { params: DocumentIdParams, response: FileReference }),
  createZipLink: endpoint('POST /api/documents/zip-link', { body: DocumentZipRequest, response: FileReference }),
  deleteDocument: endpoint('DELETE /api/documents/:id', { params: DocumentIdParams, status: 204, response: z.null() }),
  listDocumentTypes: endpoint('GET /api/document-types', { response: DocumentTypesResponse }),
  createDocumentType: endpoint('POST /api/document-types', { body: CreateDocumentTypeRequest, status: 201, response: DocumentType }),
  saveDocumentType: endpoint('PUT /api/document-types/:code', { params: DocumentTypeCodeParams, body: SaveDocumentTypeRequest, response: DocumentType }),
};
