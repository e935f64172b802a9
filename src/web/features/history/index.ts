/**
 * What other features use of the change history: the canoe page's Recent Activity box (loaded lazily, so
 * visitors never download it).
 */
export { default as RecentActivityBox } from './recent-activity-box.tsx';
