export { createFaceJobs, type FaceJobs, matchFace, sharedFaceJobs } from './face-jobs';
export { FACE_THRESHOLDS, type FaceMatch, type FaceRefusal } from './face-match';
