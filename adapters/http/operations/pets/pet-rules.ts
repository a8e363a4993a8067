import { petFieldProblems } from '../../../../core/index.js';
import { textMember, type BodyRules } from '../operation.js';

/** A pet body's domain rules (createPet, updatePet): its `name`, when sent as a string, is display text. */
export const PET_RULES: BodyRules = (json) => petFieldProblems({ name: textMember(json, 'name') });
