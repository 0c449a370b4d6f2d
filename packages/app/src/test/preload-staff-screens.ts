/**
 * Loads the code of the staff screens and the staff menu up front (they are lazy chunks of the route table), so that
 * a test file's first wait is for its data, not for compiling the screens on a busy machine.
 */
export async function preloadStaffScreens(): Promise<void> {
  await Promise.all([
    import('@/app/compose/staff-menu'),
    import('@/features/staff-shell/components/staff-menu-button'),
    import('@/app/compose/staff-reservations-screen'),
    import('@/app/compose/booking-screen'),
    import('@/features/staff-dashboard/pages/staff-dashboard-page'),
  ]);
}
