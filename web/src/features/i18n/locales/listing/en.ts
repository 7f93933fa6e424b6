/** English strings of the 'listing' namespace: the list and edit item screens, the uploader (spec §2, §5, §8). */
export default {
  pages: {
    create: {
      title: 'List Your Item',
      subtitle: 'Earn money from things you own. New listings are checked by our team before they go live.',
    },
    edit: {
      title: 'Edit Item',
      subtitle: "Update your listing's details, prices and photos.",
    },
  },
  form: {
    heading: 'Item Details',
    errorTitle: 'Error',
    title: { label: 'Title', placeholder: 'e.g. Canon EOS R6 camera kit' },
    description: {
      label: 'Description',
      placeholder: 'What is included, its condition, and anything a renter should know',
      helper: 'At least 20 characters.',
    },
    category: { label: 'Category', placeholder: 'Select a category' },
    currency: { label: 'Currency', placeholder: 'Select a currency' },
    pricing: {
      legend: 'Pricing',
      helper: 'In the currency chosen above. Longer-term prices are optional.',
      perDay: 'Price per day',
      perWeek: 'Price per week (optional)',
      perMonth: 'Price per month (optional)',
      perYear: 'Price per year (optional)',
      deposit: 'Security deposit',
      quantity: 'Quantity available',
    },
    location: {
      label: 'Location',
      placeholder: 'City or suburb, e.g. Brisbane, QLD',
      helper: 'Where renters pick the item up. Shown on the listing.',
    },
    images: { legend: 'Images', label: 'Item images' },
    /** <terms> is the terms page (a new tab), <note> the hidden note screen readers announce inside it. */
    terms:
      'I agree to the <terms>terms and conditions<note> (opens in a new tab)</note></terms> and confirm I own this item or may rent it out.',
    uploadingImages: 'Uploading images...',
  },
  create: {
    submit: 'List Item',
    submitting: 'Listing item...',
    created: 'Item created',
    createdText: 'Your item has been successfully listed!',
    createdPendingText:
      "Your item was listed and is waiting for an admin's approval. Other members will see it once it is approved.",
    failed: 'Failed to create item',
    failedText: 'An error occurred while creating your listing.',
    failedInline: 'Failed to create your listing. Please try again.',
  },
  edit: {
    submit: 'Save Changes',
    submitting: 'Saving...',
    updated: 'Item updated',
    backToPending:
      'Your changes will be visible after an admin approves them. Until then the listing is hidden from renters.',
    failed: 'Failed to update item',
    failedText: 'An error occurred while updating your listing.',
    failedInline: 'Failed to update your listing. Please try again.',
    notFound: 'Item not found',
    loadFailed: 'Could not load the item',
    checkConnection: 'Please check your connection and try again.',
    tryAgain: 'Please try again.',
    backToListings: 'Back to my listings',
    notYours: 'You can only edit your own listings',
    belongsToOther: '"{{title}}" belongs to another member.',
    approvalStatus: 'Approval status:',
    live: 'This listing is live. Changing its title, description, category or images sends it back for approval; until an admin approves the changes it is hidden from renters.',
  },
  approval: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    pendingHint: 'Awaiting approval: an admin checks every new or changed listing before renters can see it.',
    rejectedReason: 'Rejected: {{reason}}',
    rejectedHint: 'Rejected by an admin. Edit the listing to send it for review again.',
  },
  tips: {
    heading: 'Listing Tips',
    photos: {
      title: 'Take clear photos',
      text: 'Use good light and show the item from several angles; the first photo is the cover.',
    },
    description: {
      title: 'Write a detailed description',
      text: 'Say what is included, how it works and what it is best used for.',
    },
    price: {
      title: 'Set a competitive daily price',
      text: 'Look at similar items nearby and price per day to match; add weekly or monthly rates for longer rentals.',
    },
    condition: {
      title: 'Mention condition and specifications',
      text: 'Note the model, age, size and any wear, so renters know exactly what they get.',
    },
    pickup: {
      title: 'Explain pickup and delivery options',
      text: 'Say where the item can be collected and whether you can deliver it.',
    },
    deposit: {
      title: 'Ask for a reasonable deposit',
      text: 'A deposit in line with the item’s value protects you without putting renters off.',
    },
  },
  uploader: {
    dropHere: 'Drag and drop images here, or',
    chooseImages: 'Choose images',
    chooseImage: 'Choose an image',
    hint: 'Images only, up to 5MB each. {{added}} of {{max}} added.',
    hintReorder:
      'Images only, up to 5MB each. {{added}} of {{max}} added; drag to reorder, the first is the cover.',
    fileProblem: '{{name}}: {{reason}}',
    failed: 'The image could not be uploaded.',
    uploadFailed: 'Upload failed',
    uploadComplete: 'Upload complete',
    uploadedCount_one: '{{count}} image uploaded.',
    uploadedCount_other: '{{count}} images uploaded.',
    uploadedList: '{{label}}: uploaded',
    uploading: 'Uploading {{name}}…',
    waiting: 'Waiting: {{name}}',
    image: 'Image {{position}} of {{total}}',
    coverImage: 'Image {{position}} of {{total}} (cover)',
    cover: 'Cover',
    reorder: 'Reorder {{name}}',
    remove: 'Remove {{name}}',
    instructions:
      'To reorder an image, press space or enter on its handle, move it with the arrow keys, then press space or enter again to drop it, or escape to cancel.',
    pickedUp: 'Picked up image {{position}}.',
    over: 'Image {{position}} is over position {{target}}.',
    moved: 'Image {{position}} was moved to position {{target}}.',
    dropped: 'Image {{position}} was dropped.',
    cancelled: 'Moving image {{position}} was cancelled.',
  },
} as const;
