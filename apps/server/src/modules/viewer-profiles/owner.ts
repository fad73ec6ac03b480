import type { Viewer } from '../../http/authenticate';

/**
 * Whose personal data a call reads or writes (issue 16): the account, and the viewer profile in use. My List,
 * progress, history and ratings are read by profile; the account id is kept on each row for account-wide work
 * (export, deletion, admin).
 */
export interface ProfileOwner {
  userId: string;
  profileId: string;
}

export const ownerOf = (viewer: Pick<Viewer, 'userId' | 'profile'>): ProfileOwner => ({
  userId: viewer.userId,
  profileId: viewer.profile.id,
});
