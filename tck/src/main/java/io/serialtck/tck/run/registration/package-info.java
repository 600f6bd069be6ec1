/**
 * Category {@code registration-order}: writer and reader register the same classes in different
 * orders, or one of them one class more ({@link
 * io.serialtck.tck.run.registration.RegistrationCase}), asked of the configurations whose class
 * registration assigns ids in order; the category ({@link
 * io.serialtck.tck.run.registration.RegistrationOrderCategory}) and the cells it runs.
 */
package io.serialtck.tck.run.registration;
