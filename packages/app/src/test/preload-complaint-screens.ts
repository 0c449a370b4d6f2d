/**
 * Loads the code of the complaint screens (lazy chunks of the route table), the staff menu and the rich-text editor
 * up front, so that a test file's first wait is for its data, not for compiling the screens on a busy machine.
 */
export async function preloadComplaintScreens(): Promise<void> {
  await Promise.all([
    import('@/app/compose/staff-menu'),
    import('@/features/staff-shell/components/staff-menu-button'),
    import('@/app/compose/complaints-screen'),
    import('@/app/compose/complaint-detail-screen'),
    import('@/features/file-complaint/pages/file-complaint-page'),
    import('@/components/rich-text-editor/rich-text-editor'),
  ]);
}
