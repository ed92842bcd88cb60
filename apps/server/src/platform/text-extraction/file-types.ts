// The file types whose text is read: PDF, DOCX and XLSX in the reading child; text decoded here.
export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Decoded as UTF-8 (uploads of these types were checked to be UTF-8 text). */
export const TEXT_TYPES = /^(text\/[a-z0-9.+-]+|application\/json)$/;
