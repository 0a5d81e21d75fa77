import { describe, expect, it } from '@jest/globals';
import { Controller, Get, Post, type INestApplication } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { IdParam } from '../http/id-param.decorator.js';
import { listRoutes } from './route-inventory.js';

async function routesOf(controller: new (...args: never[]) => object) {
  const module = await Test.createTestingModule({ controllers: [controller] }).compile();
  // listRoutes reads only the container and the reflector, which a testing module has too.
  return () => listRoutes(module as unknown as INestApplication);
}

describe('listRoutes', () => {
  it('names each route by its @ApiOperation operationId and lists its @IdParam ids', async () => {
    @Controller('things')
    class ThingsController {
      @Get(':id')
      @ApiOperation({ operationId: 'getThing', summary: 'One thing' })
      get(@IdParam('Thing') id: string) {
        return id;
      }
    }
    const [route] = (await routesOf(ThingsController))();
    expect(route).toMatchObject({
      method: 'GET',
      path: '/things/{id}',
      operationId: 'getThing',
      idParams: [{ name: 'id', what: 'Thing' }],
    });
  });

  it('refuses a route without an operationId, naming it', async () => {
    @Controller('things')
    class UnnamedController {
      @Post()
      @ApiOperation({ summary: 'Create a thing' })
      create() {}
    }
    expect(await routesOf(UnnamedController)).toThrow(
      "POST /things (UnnamedController.create) needs @ApiOperation({ operationId }) with a camelCase action name, such as 'listContacts'",
    );
  });

  it('refuses an operationId that is not camelCase, or one that two routes share', async () => {
    @Controller('things')
    class SnakeController {
      @Get()
      @ApiOperation({ operationId: 'list_things', summary: 'Things' })
      list() {}
    }
    expect(await routesOf(SnakeController)).toThrow(/GET \/things \(SnakeController.list\) needs/);

    @Controller('things')
    class TwiceController {
      @Get()
      @ApiOperation({ operationId: 'listThings', summary: 'Things' })
      list() {}
      @Get('all')
      @ApiOperation({ operationId: 'listThings', summary: 'All things' })
      all() {}
    }
    expect(await routesOf(TwiceController)).toThrow(
      "operationId 'listThings' names both GET /things and GET /things/all",
    );
  });
});
