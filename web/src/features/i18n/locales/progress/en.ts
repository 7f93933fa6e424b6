/** English strings of the 'progress' namespace (see ../README.md). */
export default {
  heading: 'Progress',
} as const;
