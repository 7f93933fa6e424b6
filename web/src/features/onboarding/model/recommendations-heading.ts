/**
 * The heading focus moves to when the wizard closes after Complete Setup. Its own module: the home page names it
 * without loading the recommendations screen, which only members with answers see.
 */
export const RECOMMENDATIONS_HEADING_ID = 'personal-recommendations-heading';
