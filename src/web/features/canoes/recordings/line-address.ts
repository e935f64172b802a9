/** A transcript line's address on its canoe's page, so it can be cited and linked to ("at 12:40"). */
export const lineId = (recordingId: number, start: number) =>
  `recording-${recordingId}-at-${Math.floor(start)}`;
