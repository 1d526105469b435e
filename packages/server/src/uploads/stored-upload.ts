/** An accepted upload as kept on disk. */
export interface StoredUpload {
  /** Random and URL-safe; names the file on disk. */
  id: string;
  /** Random secret (32 bytes, base64url) that lets an anonymous applicant refer to the file. */
  token: string;
  /** Absolute path of the stored bytes. */
  path: string;
  /** Sniffed from the content, one of the allowed upload types. */
  mime: string;
  size: number;
  public: boolean;
  /** The user's file name, sanitized, ending in an extension of the sniffed type. */
  filename: string;
}
