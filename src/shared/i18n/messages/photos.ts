import { defineMessages } from '../messages.ts';

/** A canoe’s photos: the gallery, the photo viewer, its facts and sources, and the keepers’ photo forms. */
export const photosArea = defineMessages(
  'photos',
  'A canoe’s photos: the gallery, the photo viewer, its facts and sources, and the keepers’ photo forms',
  {
    // The page.
    title: {
      message: 'Photos for {name}',
      note: 'Heading (and browser tab’s title) of a canoe’s photos page; {name} is the canoe’s name',
    },
    leadAdmin: 'Upload and manage photos for this canoe.',
    lead: 'Photos of this canoe shared with the registry.',
    backToCanoe: { message: 'Back to Canoe', note: 'Link from the photos page to the canoe’s page' },
    noPhotos: 'No photos available for this canoe.',
    heading: {
      message: 'Photos',
      note: 'Heading of the photos page when it could not load, and the browser tab’s title while it loads',
    },
    loading: 'Loading photos...',
    loadCanoeFailed: 'Failed to load canoe data. Please try again later.',
    loadPhotosFailed: 'Failed to load photos',
    tryLater: { message: 'Please try again later.', note: 'Under “Failed to load photos”' },
    canoeNumber: {
      message: 'Canoe #{id}',
      note: 'A canoe without a name, in “Photos for {name}”; {id} is its number in the registry',
    },

    // A photo: its facts (also on the canoe page's Media tab).
    photoNumber: {
      message: 'Photo {number}',
      note: 'A photo without a caption, in buttons, titles and for screen readers; {number} is its place (1, 2…)',
    },
    credit: { message: 'Credit:', note: 'Before who took a photo, under it' },
    taken: { message: 'Taken:', note: 'Before the date a photo was taken, under it' },
    licence: { message: 'Licence:', note: 'Before how a photo may be reused, under it' },
    notRecorded: {
      message: 'Not recorded',
      note: 'After “Licence:” when nobody recorded a photo’s licence, and the form’s first choice of licence',
    },
    licenceName: {
      message:
        '{licence, select, all_rights_reserved {All rights reserved} cc_by_4_0 {CC BY 4.0} cc_by_sa_4_0 {CC BY-SA 4.0} cc_by_nc_4_0 {CC BY-NC 4.0} cc0 {CC0 / public domain} ask_the_steward {Ask the steward before reuse} other {{licence}}}',
      note: 'A photo’s or a story’s licence; {licence} is the stored key (all_rights_reserved…), never shown. The Creative Commons names (CC BY 4.0…) are the licences’ own names',
    },

    // The viewer and the thumbnails.
    currentPhoto: {
      message: 'Current photo',
      note: 'For screen readers: the large photo at the top of the page',
    },
    viewFullSize: {
      message: 'View full size: {photo}',
      note: 'For screen readers: the large photo, a button that opens it full size; {photo} is its caption or “Photo 2”',
    },
    fullSize: { message: 'Full size', note: 'On the large photo: it opens the photo full size' },
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    photoOf: {
      message: 'Photo {number} of {count}',
      note: 'Which photo is shown, of how many (“Photo 2 of 3”)',
    },
    editDetails: {
      message: 'Edit Details',
      note: 'Administrators’ button under a photo: edit its caption, credit…',
    },
    deletePhoto: {
      message: 'Delete Photo',
      note: 'Administrators’ button, and the title of the question before a delete',
    },
    allPhotos: {
      message: 'All Photos ({count})',
      note: 'Heading of the thumbnails of every photo; {count} is how many',
    },
    viewPhoto: {
      message: 'View photo {number} full size',
      note: 'For screen readers: a thumbnail; {number} is its place (1, 2…)',
    },
    viewPhotoTitled: {
      message: 'View photo {number} full size: {title}',
      note: 'As “View photo {number} full size”, for a photo with a caption; {title} is the caption',
    },
    deletePhotoNumber: {
      message: 'Delete photo {number}',
      note: 'For screen readers: administrators’ delete button on a thumbnail; {number} is its place (1, 2…)',
    },
    deletePhotoTitled: {
      message: 'Delete photo {number}: {title}',
      note: 'As “Delete photo {number}”, for a photo with a caption; {title} is the caption',
    },
    uploadedBy: {
      message: 'Uploaded by: {name}',
      note: 'In the full-size view; {name} is who uploaded the photo, or “Anonymous”',
    },
    uploadedByOn: {
      message: 'Uploaded by: {name} · {day}',
      note: 'In the full-size view; {name} is who uploaded the photo, or “Anonymous”, {day} the day it was uploaded',
    },
    anonymous: {
      message: 'Anonymous',
      note: 'In “Uploaded by: {name}” when nobody is recorded as the uploader',
    },
    close: { message: 'Close', note: 'Button that closes the full-size view' },

    // Deleting a photo (administrators).
    deleteConfirm: {
      message: 'Are you sure you want to delete this photo? {canBeRestored}',
      note: 'The question before a photo is deleted; {canBeRestored} is the sentence “You can restore it from Recently Deleted.”',
    },
    deleteFailed: 'Failed to delete photo. Please try again.',
    deletedPhoto: {
      message: 'the photo “{title}”',
      note: 'Fills “{what}” in the notice after a delete (“Deleted the photo “Launch day”.”); {title} is its caption',
    },
    deletedPhotoUntitled: {
      message: 'the photo',
      note: 'Fills “{what}” in the notice after a delete, for a photo without a caption',
    },

    // The upload box (administrators).
    uploadPhoto: { message: 'Upload Photo', note: 'Heading of the administrators’ upload box' },
    photoFile: { message: 'Photo File', note: 'Field of the upload box: the image to upload' },
    photoFileHint: 'JPEG, PNG, GIF or WebP images.',
    upload: { message: 'Upload', note: 'Button of the upload box' },
    uploading: { message: 'Uploading...', note: 'The Upload button while the photo is sent' },
    uploaded: { message: 'Photo uploaded', note: 'Said once a photo without a caption is uploaded' },
    uploadedTitled: {
      message: 'Photo uploaded: {title}',
      note: 'Said once a photo is uploaded; {title} is its caption',
    },
    uploadFailed: 'Failed to upload photo. Please try again.',
    readFailed: 'Error reading file. Please try again.',

    // The words about a photo, in the upload box and the edit form.
    caption: { message: 'Caption', note: 'Field of the photo forms' },
    captionHint: 'What the photo shows; its title on the page.',
    creditField: { message: 'Photographer or Credit', note: 'Field of the photo forms' },
    creditHint: 'Who took it, or the credit line its owner asks for.',
    dateTaken: { message: 'Date Taken', note: 'Field of the photo forms' },
    licenceField: { message: 'Licence', note: 'Field of the photo forms: how others may reuse the photo' },
    licenceHint: 'How others may use the photo.',
    description: { message: 'Description', note: 'Field of the photo forms' },
    descriptionHint: 'Optional: more about the photo.',

    // The edit form (administrators).
    editHeading: 'Edit Photo Details',
    sourcesHint: {
      message: 'Where the photo and what it shows are known from.',
      note: 'Under the Sources field of the photo edit form',
    },
    saveDetails: { message: 'Save Details', note: 'Button of the photo edit form' },
    saveFailed: 'Failed to save photo details. Please try again.',
    labelsHeading: 'Traditional Knowledge labels of this photo',
    focalPoint: {
      message: 'Focal point',
      note: 'Field of the photo edit form: the point of the photo its crops keep in view',
    },
    focalPointHint:
      "Click or drag on the photo to mark the canoe: the canoe page, the registry's cards and the thumbnails crop the photo around this point.",
    cropped: {
      message: 'How the photo is cropped',
      note: 'For screen readers: the wide and square crops beside the photo in the edit form',
    },
    fromLeft: {
      message: 'From the left (%)',
      note: 'Field: where the focal point is, in percent of the width',
    },
    fromTop: {
      message: 'From the top (%)',
      note: 'Field: where the focal point is, in percent of the height',
    },
    useFoundPoint: {
      message: 'Use the point found at upload',
      note: 'Button: put the focal point back where it was found when the photo was uploaded',
    },
  },
);
