import { displayTextProblemOf } from '../../../../core/index.js';
import { textMember, type BodyRules } from '../operation.js';

/** An endpoint body's domain rules (create, PATCH): its `description`, when sent as a string, is display text. */
export const ENDPOINT_RULES: BodyRules = (json) => {
  const description = textMember(json, 'description');
  const problem = description === undefined ? undefined : displayTextProblemOf('description', description);
  return problem ? [problem] : [];
};
