/** What a reaction announces of its work, once the change it followed has announced itself. */
export type ReactionAnnouncement = () => Promise<void>;

/**
 * Runs each reaction's work in order, then `between` (told whether any reaction did work; its
 * result is the answer), then the reactions' announcements. So a change reads and announces its
 * contact as the reactions left it (a sequence's cancelled steps, so its next follow-up), and
 * their events follow its own.
 */
export async function runReactions<R, T>(
  reactions: readonly R[],
  work: (reaction: R) => Promise<ReactionAnnouncement | undefined>,
  between: (reacted: boolean) => Promise<T>,
): Promise<T> {
  const announcements: ReactionAnnouncement[] = [];
  for (const reaction of reactions) {
    const announcement = await work(reaction);
    if (announcement) announcements.push(announcement);
  }
  const result = await between(announcements.length > 0);
  for (const announce of announcements) await announce();
  return result;
}
