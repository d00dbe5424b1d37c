import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { IntBetween, MAX_INT32, Omittable } from './field-rules';

/** The largest page any admin list hands out; the default is what one screen shows comfortably. */
export const LIST_PAGE_MAX = 200;
export const LIST_PAGE_DEFAULT = 50;

/** The free-text search shared by every admin list (and its CSV export, where there is one). */
export class ListSearchDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Words to find, in any case; every word must appear' })
  @Omittable()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'Search must be at most 200 characters' })
  q?: string;
}

/** Offset paging shared by every admin list: the server pages, and the answer carries the matching total. */
export class ListPagingDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIST_PAGE_MAX, default: LIST_PAGE_DEFAULT })
  @Omittable()
  @Type(() => Number)
  @IntBetween(1, LIST_PAGE_MAX, 'limit')
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @Omittable()
  @Type(() => Number)
  @IntBetween(0, MAX_INT32, 'offset')
  offset?: number;
}

/** Search and paging together: the query of a list endpoint, which adds its own filters. */
export class ListPageQueryDto extends IntersectionType(ListSearchDto, ListPagingDto) {}

/** What a list query needs besides its filters. */
export interface PageRequest {
  q?: string;
  limit: number;
  offset: number;
}

export function pageRequestOf(query: { q?: string; limit?: number; offset?: number }): PageRequest {
  return { q: query.q, limit: query.limit ?? LIST_PAGE_DEFAULT, offset: query.offset ?? 0 };
}
