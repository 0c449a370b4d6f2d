import { fillPath, publicProfileImageApi } from '@stay/contract';

/** A stored picture's file name as the wire's `personimage`: /api/profile-image/{filename}; null stays null. */
export function profileImagePath(filename: string | null): string | null {
  return filename === null ? null : fillPath(publicProfileImageApi.get.path, { filename });
}
