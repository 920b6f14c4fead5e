import type { FieldCheck } from './issues';
import { validationMessage } from './issues';

/** What the browser tells about a chosen file. */
export interface UploadFileInfo {
  readonly name: string;
  readonly sizeBytes: number;
}

export interface UploadProfile {
  /** Lower-case extensions without the dot. */
  readonly extensions: readonly string[];
  readonly maxFiles: number;
  readonly maxBytes: number;
  /** Human label of the limit for messages, e.g. '500 KB'. */
  readonly sizeLabel: string;
}

// The spec writes "500 kb" and "1 MB": binary units, as the browser reports file sizes in bytes.
const KB = 1024;
const MB = 1024 * KB;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/**
 * Named upload profiles of the spec: product images (8, up to 2 MB each), the bulk image upload
 * (20, up to 500 KB each), certificates and brand authorisations (4, up to 1 MB each) and
 * spreadsheet uploads (one XLS, XLSX or CSV file up to 500 KB).
 */
export const UPLOAD_PROFILES = {
  productImages: { extensions: IMAGE_EXTENSIONS, maxFiles: 8, maxBytes: 2 * MB, sizeLabel: '2 MB' },
  bulkImages: {
    extensions: IMAGE_EXTENSIONS,
    maxFiles: 20,
    maxBytes: 500 * KB,
    sizeLabel: '500 KB',
  },
  certificates: { extensions: IMAGE_EXTENSIONS, maxFiles: 4, maxBytes: 1 * MB, sizeLabel: '1 MB' },
  spreadsheet: {
    extensions: ['xls', 'xlsx', 'csv'],
    maxFiles: 1,
    maxBytes: 500 * KB,
    sizeLabel: '500 KB',
  },
} as const satisfies Record<string, UploadProfile>;
export type UploadProfileName = keyof typeof UPLOAD_PROFILES;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const allowedLabel = (profile: UploadProfile) =>
  profile.extensions
    .filter((extension) => extension !== 'jpeg')
    .map((extension) => extension.toUpperCase())
    .join(', ');

/** One file against a profile: its type, then its size. */
export function validateUploadFile(file: UploadFileInfo, profile: UploadProfile): FieldCheck {
  if (!profile.extensions.includes(extensionOf(file.name)))
    return validationMessage('UPLOAD.FILE_TYPE', { allowed: allowedLabel(profile) });
  if (file.sizeBytes > profile.maxBytes)
    return validationMessage('UPLOAD.FILE_TOO_LARGE', { limit: profile.sizeLabel });
  return undefined;
}

/** A set of files against a profile: the count first, then the first refused file. */
export function validateUploadFiles(
  files: readonly UploadFileInfo[],
  profile: UploadProfile,
): FieldCheck {
  if (files.length > profile.maxFiles)
    return validationMessage('UPLOAD.TOO_MANY_FILES', { max: profile.maxFiles });
  for (const file of files) {
    const check = validateUploadFile(file, profile);
    if (check !== undefined) return check;
  }
  return undefined;
}
