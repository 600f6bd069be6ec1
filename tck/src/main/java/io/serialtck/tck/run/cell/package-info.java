/**
 * What the cells of every category are made of: a request to a worker judged as an exchange, and
 * the recorder that turns exchanges into cells. It knows no category.
 */
package io.serialtck.tck.run.cell;
