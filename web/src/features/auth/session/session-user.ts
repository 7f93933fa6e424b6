/** The current user as the `me` query returns it (see graphql/user-fields.fragment.ts). */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  profileImage: string | null;
  isVerified: boolean;
  isLocked: boolean;
  role: string;
  rating: number;
  reviewCount: number;
  koalaRank: string;
  itemsListed: number;
  itemsRented: number;
  createdAt: string;
}

/** What is kept in browser storage: enough to draw the header before the server answers. */
export interface CachedUser {
  id: number;
  username: string;
  fullName?: string;
  role?: string;
  profileImage?: string | null;
  koalaRank?: string;
}

export function isAdmin(user: { role?: string } | null | undefined): boolean {
  return user?.role === 'admin';
}
