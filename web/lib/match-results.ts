import type { Match, Result } from '../../common/api/types';

export function finalResult(match: Match): Result | undefined {
  return match.results.find((result) => result.is_final);
}

/** '2 : 1', or '-' while there is no final result. */
export function scoreText(result: Result | undefined): string {
  return result ? `${result.score_home} : ${result.score_guest}` : '-';
}
