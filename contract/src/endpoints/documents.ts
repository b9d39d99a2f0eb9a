import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { CreateDocumentTypeRequest, DocumentIdParams, DocumentSectionsResponse, DocumentType, DocumentTypeCodeParams, DocumentTypesResponse, DocumentZipRequest, FileReference, FindDocumentsRequest, FindDocumentsResponse, SaveDocumentTypeRequest } from '../documents.ts';

export const documentsEndpoints = {
  getDocumentSections: endpoint({ method: 'GET', path: '/api/documents/sections', response: DocumentSectionsResponse }),
  findDocuments: endpoint({ method: 'GET', path: '/api/documents', query: FindDocumentsRequest, response: FindDocumentsResponse }),
  getDownloadLink: endpoint({ method: 'GET', path: '/api/documents/download-link/:id', params: DocumentIdParams, response: FileReference }),
  createZipLink: endpoint({ method: 'POST', path: '/api/documents/zip-link', body: DocumentZipRequest, response: FileReference }),
  deleteDocument: endpoint({ method: 'DELETE', path: '/api/documents/:id', params: DocumentIdParams, status: 204, response: z.null() }),
  listDocumentTypes: endpoint({ method: 'GET', path: '/api/document-types', response: DocumentTypesResponse }),
  createDocumentType: endpoint({ method: 'POST', path: '/api/document-types', body: CreateDocumentTypeRequest, status: 201, response: DocumentType }),
  saveDocumentType: endpoint({ method: 'PUT', path: '/api/document-types/:code', params: DocumentTypeCodeParams, body: SaveDocumentTypeRequest, response: DocumentType }),
};
