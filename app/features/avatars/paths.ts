/**
 * A member's avatar: the address of its current version (its digest), or null for none, when pages
 * show their initials. The digest makes each upload a new address, so browsers may keep one for a year.
 */
export const avatarPath = (userId: string, digest: string | null) => (digest ? `/avatars/${userId}/${digest}` : null);
