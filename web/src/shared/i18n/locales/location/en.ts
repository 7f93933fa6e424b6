/** English strings of the 'location' namespace (see ../README.md). Spec §2 Location hint card, §8 geolocation. */
export default {
  /** Spec §8, word for word. */
  messages: {
    unsupported: 'Geolocation is not supported by your browser',
    denied: 'Location access denied. Please enable location services to find items near you.',
    unavailable: 'Location information unavailable. Please try again.',
    timeout: 'Location request timed out. Please try again.',
    unknown: 'Unable to retrieve your location. Please try again.',
    notAvailable: 'Location not available. Please enable location services.',
    nearbyFailed: 'Failed to find items near your location',
    browserSettings: 'Please enable location access in your browser settings, then refresh the page.',
  },
  detectedToast: 'Location detected',
  unknownPlace: 'Unknown location',
  card: {
    label: 'Your location',
    promptTitle: 'Find items near you',
    promptText: 'Share your location to see items you can rent nearby.',
    useMyLocation: 'Use my location',
    detecting: 'Detecting your location...',
    deniedTitle: 'Location access is off',
    failedTitle: 'We could not find your location',
    unsupportedTitle: 'Location is not available',
    browserSettings: 'Browser Settings',
    tryAgain: 'Try Again',
    detectedTitle: 'Showing items near {{place}}',
    detectedText: 'Search results and the Near You section use this location.',
    dismiss: 'Dismiss location hint',
  },
  header: {
    searchNear: 'Search near {{place}}...',
  },
  nearYou: {
    title: 'Near You',
    subtitle: 'Items within {{radius}} km of {{place}}, nearest first',
    viewAll: 'View all nearby',
    loading: 'Loading items near you',
    empty: 'No items within {{radius}} km of you yet.',
  },
  nearMe: {
    button: 'Near me',
    locating: 'Locating...',
  },
  placeInput: {
    suggestions: 'Place suggestions',
    count_one: '{{count}} suggestion available. Use the up and down arrows to choose.',
    count_other: '{{count}} suggestions available. Use the up and down arrows to choose.',
    none: 'No matching places. You can keep what you typed.',
  },
} as const;
