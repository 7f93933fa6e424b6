/** English strings of the 'money' namespace (see ../README.md). */
export default {
  heading: 'Price breakdown',
} as const;
