import { SniffedKind } from '../../../../platform/storage/file-type';
import { DocumentKind } from './documents.events';

/** Spec 001 §5 / §8 and 002 §5 upload messages, verbatim where the spec words them. */
export const UPLOAD_MESSAGES = {
  noFile: 'Please select a file to upload',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size must be less than 5MB',
  notPdfOrWord: 'Please select a PDF or Word document',
  fileTooLarge: 'File size must be less than 10MB',
  // Not worded by the spec: the same shape as its PDF-or-Word message.
  notPdf: 'Please select a PDF document',
  unsupportedDocument: 'Please select a PDF, Word, JPG, PNG or text file',
  documentNotFound: 'Document not found',
  photoNotFound: 'Photo not found',
} as const;

/** Spec 001 §5: the property photo is at most 5 MB; spec 001 §5 / 002 §5: a document at most 10 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A photo is a raster image: SVG can carry script, so it is not a property photo. */
export const PHOTO_KINDS: ReadonlySet<SniffedKind> = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface DocumentKindRule {
  /** The content types it accepts (sniffed, never the client's word). */
  accepts: readonly SniffedKind[];
  wrongType: string;
  /** The wizard's title (spec 001 §7); null: the caller's title or the file name (spec 002 §5). */
  title: string | null;
  category: 'contract' | 'disclosure' | 'inspection' | 'other';
}

const PDF_OR_WORD: readonly SniffedKind[] = ['pdf', 'doc', 'docx'];

/**
 * What each document kind takes (spec 001 §5: contract PDF or Word; T-47 and MUD/PID PDF; survey and
 * disclosure PDF/DOC/DOCX; resale certificate PDF; appraisal report PDF. Spec 002 §5: other documents
 * pdf, doc, docx, jpg, jpeg, png, txt) and the title and category the wizard gives it (spec 001 §7
 * "Wizard writes").
 */
export const DOCUMENT_KIND_RULES: Readonly<Record<DocumentKind, DocumentKindRule>> = {
  contract: { accepts: PDF_OR_WORD, wrongType: UPLOAD_MESSAGES.notPdfOrWord, title: 'Executed Contract', category: 'contract' },
  t47: { accepts: ['pdf'], wrongType: UPLOAD_MESSAGES.notPdf, title: 'T-47 Affidavit', category: 'other' },
  mud_pid: { accepts: ['pdf'], wrongType: UPLOAD_MESSAGES.notPdf, title: 'MUD/PID Notice', category: 'other' },
  sellers_disclosure: {
    accepts: PDF_OR_WORD,
    wrongType: UPLOAD_MESSAGES.notPdfOrWord,
    title: "Seller's Disclosure",
    category: 'disclosure',
  },
  survey: { accepts: PDF_OR_WORD, wrongType: UPLOAD_MESSAGES.notPdfOrWord, title: 'Survey', category: 'inspection' },
  // The HOA's resale certificate (TREC 36 addendum): a disclosure; spec 001 §5 takes it as PDF only.
  hoa_resale_cert: { accepts: ['pdf'], wrongType: UPLOAD_MESSAGES.notPdf, title: 'HOA Resale Certificate', category: 'disclosure' },
  // The appraiser's report (spec 001 §5: PDF): a valuation, not an inspection, so among the other documents.
  appraisal_report: { accepts: ['pdf'], wrongType: UPLOAD_MESSAGES.notPdf, title: 'Appraisal Report', category: 'other' },
  other: {
    accepts: [...PDF_OR_WORD, 'jpeg', 'png', 'txt'],
    wrongType: UPLOAD_MESSAGES.unsupportedDocument,
    title: null,
    category: 'other',
  },
};
