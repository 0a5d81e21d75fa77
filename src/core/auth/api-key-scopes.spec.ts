import { describe, expect, it } from '@jest/globals';
import { Controller, Delete, Get, Post } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiKeyScope } from '../decorators/api-key-scope.decorator.js';
import { missingScope, routeApiKeyScope, scopeGranted } from './api-key-scopes.js';

@ApiKeyScope('contacts')
@Controller('things')
class FamilyController {
  @Get() list() {}
  @Post() create() {}
  @Delete(':id') remove() {}
  @Post('search') @ApiKeyScope('contacts:read') search() {}
  @Post('secret') @ApiKeyScope(null) secret() {}
  @Get('timeline') @ApiKeyScope(['contacts:read', 'activities:read']) timeline() {}
}

@Controller('closed')
class UndeclaredController {
  @Get() read() {}
}

@ApiKeyScope('reports')
@Controller('reports')
class ReadOnlyFamilyController {
  @Post() write() {}
}

const reflector = new Reflector();
const scopeOf = (controller: { prototype: object }, method: string) =>
  routeApiKeyScope(
    reflector,
    (controller.prototype as Record<string, () => void>)[method],
    controller as never,
  );

describe('routeApiKeyScope', () => {
  it('gives a family read to GET and write to every other method, handlers overriding', () => {
    expect(scopeOf(FamilyController, 'list')).toBe('contacts:read');
    expect(scopeOf(FamilyController, 'create')).toBe('contacts:write');
    expect(scopeOf(FamilyController, 'remove')).toBe('contacts:write');
    expect(scopeOf(FamilyController, 'search')).toBe('contacts:read');
    expect(scopeOf(FamilyController, 'secret')).toBeNull();
    expect(scopeOf(FamilyController, 'timeline')).toEqual(['contacts:read', 'activities:read']);
  });

  it('closes a route that declares nothing to keys', () => {
    expect(scopeOf(UndeclaredController, 'read')).toBeNull();
  });

  it('refuses a declaration naming a scope that does not exist', () => {
    expect(() => scopeOf(ReadOnlyFamilyController, 'write')).toThrow(
      'ReadOnlyFamilyController.write declares scope family reports: no reports:write',
    );
  });
});

describe('scopeGranted', () => {
  it('grants `any` to every key, a scope to the keys holding it, and nothing for null', () => {
    expect(scopeGranted(['reports:read'], 'any')).toBe(true);
    expect(scopeGranted(['contacts:read'], 'contacts:read')).toBe(true);
    expect(scopeGranted(['contacts:read'], 'contacts:write')).toBe(false);
    expect(scopeGranted(['contacts:read'], null)).toBe(false);
  });

  it('grants several scopes only to a key holding every one, naming the first it lacks', () => {
    const both = ['contacts:read', 'activities:read'] as const;
    expect(scopeGranted(['activities:read', 'contacts:read'], both)).toBe(true);
    expect(scopeGranted(['contacts:read'], both)).toBe(false);
    expect(missingScope(['contacts:read'], both)).toBe('activities:read');
    expect(missingScope(['reports:read'], both)).toBe('contacts:read');
    expect(missingScope(['contacts:read', 'activities:read'], both)).toBeNull();
  });
});
